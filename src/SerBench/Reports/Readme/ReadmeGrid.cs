using SerBench.Reports.Summary;

namespace SerBench.Reports.Readme;

/// <summary>
/// One operation's summary grid (a row per serializer, a column per payload) as the generated pages print it:
/// the cells exactly as report.md's summary marks them, with a legend in lines short enough to read as source.
/// </summary>
internal static class ReadmeGrid
{
    /// <summary>The grid's legend in short lines; a grid ranked by counts says so, with the run's formula, first.</summary>
    public static string Legend(RunSummary summary)
    {
        ArgumentNullException.ThrowIfNull(summary);
        var ranking = summary.Ranking;
        var legend = new StringBuilder();
        if (ranking.ByCounts)
        {
            legend.Append(CultureInfo.InvariantCulture, $"Ranked by estimated cycles (counts under callgrind, not time): {ranking.Formula}.\n");
            legend.Append("Each cell: estimated cycles × the payload's fewest");
        }
        else
        {
            legend.Append("Each cell: time × the payload's fastest");
        }

        if (summary.HasBeside)
        {
            legend.Append(ranking.ByCounts ? " · `time` × its fastest" : " · `cycles` × its fewest");
        }

        legend.Append(CultureInfo.InvariantCulture, $" · size × its smallest. **Bold**: the {ranking.Best}, or tied with it\n");
        legend.Append(CultureInfo.InvariantCulture, $"(`≈`: {SummaryText.TieReason(ranking)}, so the measurement cannot rank them). Rows by the geometric mean of their {(ranking.ByCounts ? "cycles" : "time")} ratios;\n");
        legend.Append("(k/n): the row ran k of the n payloads; not run: it declines the payload; FAILED: its round trip failed.\n");
        if (summary.AnyDisturbed)
        {
            legend.Append("`!` before a time figure: the cell stayed disturbed (a round of it was still measured while the machine\n")
                .Append("was busy or slow, after its re-measurements), so its time may be slow.\n");
        }

        return legend.ToString();
    }

    /// <summary>The round-trip grid when the run has one (serialize and deserialize in one figure), else the first.</summary>
    public static SummaryGrid? Headline(RunSummary summary) =>
        summary.Grids.FirstOrDefault(g => g.Operation == Operations.RoundTrip && g.Rows.Count > 0)
        ?? summary.Grids.FirstOrDefault(g => g.Rows.Count > 0);

    public static void Write(StringBuilder md, RunSummary summary, SummaryGrid grid)
    {
        ArgumentNullException.ThrowIfNull(summary);
        var columns = new List<(string, bool)> { ("Serializer", false) };
        columns.AddRange(grid.Payloads.Select(p => (SummaryText.ColumnName(grid, p), true)));
        var table = new MarkdownTable([.. columns]);
        foreach (var row in grid.Rows)
        {
            table.Add([SummaryText.RowName(row), .. row.Cells.Select(c => SummaryMarkdown.Cell(summary, c))]);
        }

        table.Write(md);
    }
}
