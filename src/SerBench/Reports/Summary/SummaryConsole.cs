namespace SerBench.Reports.Summary;

/// <summary>The summary on the console at the end of a run: per operation, time (size) ratios per payload.</summary>
internal static class SummaryConsole
{
    public static void Write(TextWriter output, RunView view)
    {
        var summary = RunSummary.Build(view);
        if (summary.Grids.Count == 0 || summary.Grids[0].Rows.Count == 0)
        {
            return;
        }

        output.WriteLine("Summary: time × fastest (size × smallest) per payload; ≈ = tied with the fastest.");
        foreach (var grid in summary.Grids)
        {
            output.WriteLine(grid.Operation);
            var table = new TextTable([("serializer", false), .. grid.Payloads.Select(p => (SummaryText.ColumnName(grid, p), true))]);
            foreach (var row in grid.Rows)
            {
                table.Add([SummaryText.RowName(row), .. row.Cells.Select(Cell)]);
            }

            table.Write(output, "  ");
            output.WriteLine();
        }

        if (summary.NotInstalled.Count > 0)
        {
            output.WriteLine($"Not installed here: {string.Join(", ", summary.NotInstalled.Select(s => s.Id))}.");
        }
    }

    private static string Cell(SummaryCell cell) =>
        cell.State == SummaryState.Ok ? $"{SummaryText.Time(cell)} ({SummaryText.Size(cell)})" : SummaryText.Time(cell);
}
