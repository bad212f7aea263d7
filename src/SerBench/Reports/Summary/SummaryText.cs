namespace SerBench.Reports.Summary;

/// <summary>How the summary writes a cell in text (console and markdown), so both read the same.</summary>
internal static class SummaryText
{
    /// <summary>What the disturbed mark means, wherever a grid shows it.</summary>
    public const string DisturbedLegend =
        "`!` before a time figure: the cell stayed disturbed (a round of it was still measured while the machine was busy or slow, after its re-measurements), so its time may be slow.";

    /// <summary>What a cell of <paramref name="summary"/>'s grids shows and how the rows are ordered, in one paragraph.</summary>
    public static string Legend(RunSummary summary)
    {
        ArgumentNullException.ThrowIfNull(summary);
        var ranking = summary.Ranking;
        var lead = ranking.ByCounts ? Capitalized(ranking.Phrase) + "; counts under callgrind, not time. " : string.Empty;
        return lead
            + $"Each cell: {ranking.Figure} × the payload's {ranking.Best} (≈ = tied with it: {TieReason(ranking)}){Beside(summary)}, then size × its smallest. "
            + "FAILED = the round trip failed; not run = the serializer declines the payload; – = not measured in this run. "
            + $"Rows are ordered by the geometric mean of their {(ranking.ByCounts ? "cycles" : "time")} ratios over the payloads they ran; (k/n) after a name: it ran k of the n payloads."
            + (summary.AnyDisturbed ? " " + DisturbedLegend : string.Empty);
    }

    /// <summary>Why two cells tie under the ranking's figure.</summary>
    public static string TieReason(Ranking ranking) =>
        ranking.ByCounts ? "the counting processes' figures overlap" : "the intervals overlap";

    /// <summary>", then estimated cycles × its fewest (`cycles`)" in a both run; empty otherwise.</summary>
    private static string Beside(RunSummary summary) =>
        !summary.HasBeside ? string.Empty
        : summary.Ranking.ByCounts ? $", then time × its fastest (`{BesideLabel(summary)}`)"
        : $", then estimated cycles × its fewest (`{BesideLabel(summary)}`)";

    /// <summary>The word before the figure beside the ranked one: "cycles" or "time".</summary>
    public static string BesideLabel(RunSummary summary) => summary.Ranking.ByCounts ? "time" : "cycles";

    /// <summary>"cycles 1.20" or "time !1.31" for a both run's cell; null when the cell has no such figure.</summary>
    public static string? BesideText(RunSummary summary, SummaryCell cell) =>
        summary.HasBeside && cell.State == SummaryState.Ok && cell.Beside is { } beside
            ? $"{BesideLabel(summary)} {(cell.BesideDisturbed ? Labels.DisturbedMark : string.Empty)}{(cell.BesideTied ? "≈" : string.Empty)}{Ratio(beside)}"
            : null;

    private static string Capitalized(string text) => text.Length == 0 ? text : char.ToUpperInvariant(text[0]) + text[1..];

    /// <summary>The row's id, with "(k/n)" when it ran only some of the payloads.</summary>
    public static string RowName(SummaryRow row)
    {
        var ran = row.Cells.Count(c => c.State is SummaryState.Ok or SummaryState.Failed);
        return ran == row.Cells.Count ? row.Serializer : $"{row.Serializer} ({ran}/{row.Cells.Count})";
    }

    /// <summary>
    /// The payload's id as a column heading, with "@size" when the grid holds the payload at more than one size
    /// (scale runs, --sizes), so that its columns can be told apart.
    /// </summary>
    public static string ColumnName(SummaryGrid grid, PayloadSection payload) =>
        grid.Payloads.Count(p => p.Id == payload.Id) > 1
            ? string.Create(CultureInfo.InvariantCulture, $"{payload.Id}@{payload.Size}")
            : payload.Id;

    /// <summary>The ranked figure's ratio ("≈1.02", "!2.35" when the ranked figure is a disturbed time), or why there is none.</summary>
    public static string Time(SummaryCell cell) => cell.State switch
    {
        SummaryState.Ok when cell.OfBest is { } r => (cell.Disturbed ? Labels.DisturbedMark : string.Empty) + (cell.BestOrTied && r > 1.0000001 ? "≈" : string.Empty) + Ratio(r),
        SummaryState.Failed => "FAILED",
        SummaryState.NotRun => "not run",
        _ => Labels.Dash,
    };

    public static string Size(SummaryCell cell) => cell.State == SummaryState.Ok && cell.OfSmallest is { } s ? Ratio(s) : string.Empty;

    /// <summary>Three significant digits, no more: 1.00, 2.35, 12.4, 135.</summary>
    public static string Ratio(double ratio) => ratio switch
    {
        < 10 => ratio.ToString("0.00", CultureInfo.InvariantCulture),
        < 100 => ratio.ToString("0.0", CultureInfo.InvariantCulture),
        _ => ratio.ToString("#,0", CultureInfo.InvariantCulture),
    };
}
