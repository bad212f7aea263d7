namespace SerBench.Reports.Summary;

/// <summary>How the summary writes a cell in text (console and markdown), so both read the same.</summary>
internal static class SummaryText
{
    public const string Legend =
        "Each cell: time × the payload's fastest (≈ = tied with it: the intervals overlap), then size × its smallest. "
        + "FAILED = the round trip failed; not run = the serializer declines the payload; – = not measured in this run. "
        + "Rows are ordered by the geometric mean of their time ratios over the payloads they ran; (k/n) after a name: it ran k of the n payloads.";

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

    public static string Time(SummaryCell cell) => cell.State switch
    {
        SummaryState.Ok when cell.OfBest is { } r => (cell.BestOrTied && r > 1.0000001 ? "≈" : string.Empty) + Ratio(r),
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
