namespace SerBench.Reports;

/// <summary>A counted cell's figures as every table shows them (console, markdown, HTML), beside or instead of its time.</summary>
internal static class CountsLabels
{
    /// <summary>A table column of counts: its markdown and console headers, whether the HTML table hides it by default, and its value.</summary>
    internal sealed record Column(string Header, string ConsoleHeader, bool Optional, string Help, Func<OperationRow, string> Text, Func<OperationRow, double?> Value);

    /// <summary>The counts columns, in the order every table shows them.</summary>
    public static IReadOnlyList<Column> Columns { get; } =
    [
        new("Instructions", "instructions", false, "instructions executed per operation (callgrind's Ir), median over the counting processes", r => r.Cell.Status == CellStatus.Failed ? Labels.Failed : Figure(r.Cell, c => c.Instructions), r => Of(r.Cell, c => c.Instructions)),
        new("Est. cycles", "est. cycles", false, "estimated cycles per operation, by the run's formula (see Counts)", r => Figure(r.Cell, c => c.EstimatedCycles), r => Of(r.Cell, c => c.EstimatedCycles)),
        new("% of fewest", "% of fewest", false, "estimated cycles relative to the fewest of the payload and operation; ≈ = tied within the counting processes' spread", OfFewest, r => r.CyclesOfBest),
        new("L1 misses", string.Empty, true, "first-level cache misses per operation (instruction and data), simulated", r => Figure(r.Cell, c => c.L1Misses), r => Of(r.Cell, c => c.L1Misses)),
        new("LL misses", string.Empty, true, "last-level cache misses per operation, simulated", r => Figure(r.Cell, c => c.LastLevelMisses), r => Of(r.Cell, c => c.LastLevelMisses)),
        new("Mispredicted", string.Empty, true, "branch mispredictions per operation (conditional and indirect), simulated", r => Figure(r.Cell, c => c.BranchMispredictions), r => Of(r.Cell, c => c.BranchMispredictions)),
        new("Counts Δ", "counts Δ", false, "how far the counting processes' instructions were apart: largest minus smallest over the median", r => Spread(r.Cell), r => Of(r.Cell, c => c.Spread)),
    ];

    /// <summary>The columns the console table shows (the misses stay in report.md, report.html and results.csv).</summary>
    public static IEnumerable<Column> ConsoleColumns => Columns.Where(c => c.ConsoleHeader.Length > 0);

    /// <summary>A count per operation: three significant digits below 100 ("0.25", "12.5"), whole above ("12,345").</summary>
    public static string Count(double value) => Math.Abs(value) switch
    {
        < 10 => value.ToString("0.00", CultureInfo.InvariantCulture),
        < 100 => value.ToString("0.0", CultureInfo.InvariantCulture),
        _ => value.ToString("#,0", CultureInfo.InvariantCulture),
    };

    /// <summary>"% of fewest" with "≈" when the row's counts overlap the fewest's.</summary>
    public static string OfFewest(OperationRow row) =>
        row.CyclesOfBest is { } ratio ? Units.Percent(ratio) + (row.CyclesTiedForBest ? " " + Labels.TiedMark : string.Empty) : Labels.Dash;

    /// <summary>"0.12 %": the counting processes' spread, or a dash.</summary>
    public static string Spread(CellRecord cell) =>
        Of(cell, c => c.Spread) is { } spread ? (spread * 100).ToString("0.00", CultureInfo.InvariantCulture) + " %" : Labels.Dash;

    /// <summary>What a count's note says: counted on every thread, or not settled; empty for neither.</summary>
    public static IEnumerable<string> Notes(CellRecord cell)
    {
        ArgumentNullException.ThrowIfNull(cell);
        if (cell.Counts is not { } counts)
        {
            yield break;
        }

        if (counts.AllThreads)
        {
            yield return "counted on every thread";
        }

        if (!counts.Settled)
        {
            yield return "counts not settled: a counting process's own windows disagreed";
        }
    }

    private static string Figure(CellRecord cell, Func<CountsRecord, double> figure) =>
        Of(cell, figure) is { } value ? Count(value) : Labels.Dash;

    private static double? Of(CellRecord cell, Func<CountsRecord, double> figure) =>
        cell.Status == CellStatus.Ok && cell.Counts is { } counts ? figure(counts) : null;
}
