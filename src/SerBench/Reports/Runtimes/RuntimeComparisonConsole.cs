namespace SerBench.Reports.Runtimes;

/// <summary>The runtimes side by side at the end of a --runtimes run's console summary.</summary>
internal static class RuntimeComparisonConsole
{
    public static void Write(TextWriter output, RuntimeComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(comparison);
        output.WriteLine(RuntimeComparisonText.Heading(comparison));
        output.WriteLine();
        Table(output, RuntimeComparisonText.Overview(comparison));
        foreach (var line in RuntimeComparisonText.Changes(comparison))
        {
            output.WriteLine(line);
        }

        output.WriteLine();
        output.WriteLine(RuntimeComparisonText.CellLegend);
        output.WriteLine();
        foreach (var table in comparison.Payloads)
        {
            Table(output, RuntimeComparisonText.Payload(comparison, table));
        }
    }

    private static void Table(TextWriter output, ComparisonTable table)
    {
        output.WriteLine(table.Title);
        var text = new TextTable([.. table.Headers.Select((h, i) => (h, i > 0))]);
        foreach (var row in table.Rows)
        {
            text.Add([.. row]);
        }

        text.Write(output, "  ");
        foreach (var note in table.Notes)
        {
            output.WriteLine("  " + note);
        }

        output.WriteLine();
    }
}
