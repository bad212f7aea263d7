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

        output.WriteLine(Heading(summary));
        foreach (var grid in summary.Grids)
        {
            output.WriteLine(grid.Operation);
            var table = new TextTable([("serializer", false), .. grid.Payloads.Select(p => (SummaryText.ColumnName(grid, p), true))]);
            foreach (var row in grid.Rows)
            {
                table.Add([SummaryText.RowName(row), .. row.Cells.Select(c => Cell(summary, c))]);
            }

            table.Write(output, "  ");
            output.WriteLine();
        }

        if (summary.NotInstalled.Count > 0)
        {
            output.WriteLine($"Not installed here: {string.Join(", ", summary.NotInstalled.Select(s => s.Id))}.");
        }
    }

    /// <summary>"Summary: time × fastest (size × smallest) per payload; ≈ = tied with the fastest.", naming what ranks and what is beside.</summary>
    private static string Heading(RunSummary summary)
    {
        var ranking = summary.Ranking;
        var lead = ranking.ByCounts ? $"Summary ({ranking.Phrase}; counts, not time)" : "Summary";
        var beside = summary.HasBeside ? $", {SummaryText.BesideLabel(summary)} × {(ranking.ByCounts ? "fastest" : "fewest")}" : string.Empty;
        var disturbed = summary.AnyDisturbed ? "; ! = a disturbed time" : string.Empty;
        return $"{lead}: {(ranking.ByCounts ? "cycles × fewest" : "time × fastest")}{beside} (size × smallest) per payload; ≈ = tied with the {ranking.Best}{disturbed}.";
    }

    private static string Cell(RunSummary summary, SummaryCell cell)
    {
        if (cell.State != SummaryState.Ok)
        {
            return SummaryText.Time(cell);
        }

        var beside = SummaryText.BesideText(summary, cell) is { } text ? " " + text : string.Empty;
        return $"{SummaryText.Time(cell)}{beside} ({SummaryText.Size(cell)})";
    }
}
