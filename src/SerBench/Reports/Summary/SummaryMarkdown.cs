namespace SerBench.Reports.Summary;

/// <summary>The summary as markdown tables, one per operation, at the top of report.md.</summary>
internal static class SummaryMarkdown
{
    public static void Write(StringBuilder md, RunView view)
    {
        var summary = RunSummary.Build(view);
        if (summary.Grids.Count == 0 || summary.Grids[0].Rows.Count == 0)
        {
            return;
        }

        md.Append("## Summary\n\n").Append(SummaryText.Legend(summary)).Append(" **Bold**: best or tied for best.\n\n");
        foreach (var grid in summary.Grids)
        {
            md.Append(CultureInfo.InvariantCulture, $"### Summary · {grid.Operation}\n\n");
            var columns = new List<(string, bool)> { ("Serializer", false) };
            columns.AddRange(grid.Payloads.Select(p => (SummaryText.ColumnName(grid, p), true)));
            var table = new MarkdownTable([.. columns]);
            foreach (var row in grid.Rows)
            {
                table.Add([SummaryText.RowName(row), .. row.Cells.Select(c => Cell(summary, c))]);
            }

            table.Write(md);
            md.Append('\n');
        }

        if (summary.NotInstalled.Count > 0)
        {
            md.Append(CultureInfo.InvariantCulture, $"Not installed on this machine (no figures; reasons under \"Not installed\"): {string.Join(", ", summary.NotInstalled.Select(s => $"`{s.Id}`"))}.\n\n");
        }
    }

    /// <summary>"**1.00×** · 2.00×": the ranked figure (bold when best or tied), the other measure's in a both run, the size.</summary>
    internal static string Cell(RunSummary summary, SummaryCell cell)
    {
        var time = SummaryText.Time(cell);
        if (cell.State != SummaryState.Ok)
        {
            return time;
        }

        var shown = cell.BestOrTied ? $"**{time}×**" : time + "×";
        var beside = SummaryText.BesideText(summary, cell) is { } text ? $" · {text}×" : string.Empty;
        return $"{shown}{beside} · {SummaryText.Size(cell)}×";
    }
}
