namespace SerBench.Reports.Runtimes;

/// <summary>The runtimes side by side in report.md, before each runtime's own section.</summary>
internal static class RuntimeComparisonMarkdown
{
    public static void Write(StringBuilder md, RuntimeComparison comparison)
    {
        ArgumentNullException.ThrowIfNull(comparison);
        md.Append("## ").Append(RuntimeComparisonText.Heading(comparison)).Append("\n\n");
        md.Append(RuntimeComparisonText.Intro(comparison)).Append("\n\n");
        Table(md, "###", RuntimeComparisonText.Overview(comparison));
        md.Append("### What a runtime changes in the ranking\n\n");
        foreach (var line in RuntimeComparisonText.Changes(comparison))
        {
            md.Append("- ").Append(line).Append('\n');
        }

        md.Append("\n### Each payload\n\n").Append(RuntimeComparisonText.CellLegend).Append("\n\n");
        foreach (var table in comparison.Payloads)
        {
            Table(md, "####", RuntimeComparisonText.Payload(comparison, table));
        }
    }

    private static void Table(StringBuilder md, string level, ComparisonTable table)
    {
        md.Append(level).Append(' ').Append(table.Title).Append("\n\n");
        var markdown = new MarkdownTable([.. table.Headers.Select((h, i) => (h, i > 0))]);
        foreach (var row in table.Rows)
        {
            markdown.Add([.. row]);
        }

        markdown.Write(md);
        md.Append('\n');
        foreach (var note in table.Notes)
        {
            md.Append("- ").Append(MarkdownTable.Escape(note)).Append('\n');
        }

        if (table.Notes.Count > 0)
        {
            md.Append('\n');
        }
    }
}
