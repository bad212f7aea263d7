using SerBench.Reports.Summary;

namespace SerBench.Reports.Readme;

/// <summary>
/// One operation's summary grid (a row per serializer, a column per payload) as the generated pages print it:
/// the cells exactly as report.md's summary marks them, with a legend in lines short enough to read as source.
/// </summary>
internal static class ReadmeGrid
{
    public const string Legend =
        "Each cell: time × the payload's fastest · size × its smallest. **Bold**: the fastest, or tied with it\n"
        + "(`≈`: the intervals overlap, so the measurement cannot rank them). Rows by the geometric mean of their time ratios;\n"
        + "(k/n): the row ran k of the n payloads; not run: it declines the payload; FAILED: its round trip failed.\n";

    /// <summary>The round-trip grid when the run has one (serialize and deserialize in one figure), else the first.</summary>
    public static SummaryGrid? Headline(RunSummary summary) =>
        summary.Grids.FirstOrDefault(g => g.Operation == Operations.RoundTrip && g.Rows.Count > 0)
        ?? summary.Grids.FirstOrDefault(g => g.Rows.Count > 0);

    public static void Write(StringBuilder md, SummaryGrid grid)
    {
        var columns = new List<(string, bool)> { ("Serializer", false) };
        columns.AddRange(grid.Payloads.Select(p => (SummaryText.ColumnName(grid, p), true)));
        var table = new MarkdownTable([.. columns]);
        foreach (var row in grid.Rows)
        {
            table.Add([SummaryText.RowName(row), .. row.Cells.Select(SummaryMarkdown.Cell)]);
        }

        table.Write(md);
    }
}
