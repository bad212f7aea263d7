namespace SerBench.Compare;

/// <summary>compare.md: the two runs, what differs in their setup (before any number), the summary, then the cells by verdict.</summary>
internal static class CompareMarkdown
{
    public static string Render(RunComparison comparison)
    {
        var md = new StringBuilder();
        md.Append("# SerBench comparison\n\n");
        md.Append("- ").Append(CompareText.Run("Before", comparison.Before)).Append(" (`").Append(comparison.BeforeName).Append("`)\n");
        md.Append("- ").Append(CompareText.Run("After", comparison.After)).Append(" (`").Append(comparison.AfterName).Append("`)\n\n");
        md.Append("> ").Append(MachineCheck.Verdict(comparison.Before, comparison.After)).Append("\n\n");
        foreach (var warning in comparison.Warnings)
        {
            md.Append("> **").Append(warning).Append("**\n\n");
        }

        md.Append("**").Append(comparison.Judged).Append("** ").Append(comparison.SpeedNote).Append("\n\n");

        md.Append("## Setup differences\n\n");
        if (comparison.Differences.Count == 0)
        {
            md.Append("Same machine, runtime, preset and library versions.\n\n");
        }
        else
        {
            md.Append("> The runs differ in setup; a change below may come from these rather than from the code.\n\n");
            var table = new MarkdownTable(("Property", false), ("Before", false), ("After", false));
            foreach (var d in comparison.Differences)
            {
                table.Add(d.Name, d.Before, d.After);
            }

            table.Write(md);
            md.Append('\n');
        }

        md.Append("## Summary\n\n").Append(comparison.Summary).Append("\n\n");
        md.Append("Noise threshold: ").Append(comparison.NoiseRule).Append(".\n\n");
        foreach (var (verdict, title) in CompareText.GroupsOf(comparison))
        {
            var cells = comparison.With(verdict).ToList();
            if (cells.Count == 0)
            {
                continue;
            }

            md.Append("## ").Append(title).Append("\n\n");
            var table = new MarkdownTable(CompareText.Columns(comparison));
            foreach (var cell in verdict is ChangeVerdict.Slower or ChangeVerdict.Faster ? cells.OrderByDescending(c => Math.Abs(c.Change ?? 0)) : cells.AsEnumerable())
            {
                table.Add(CompareText.Row(cell));
            }

            table.Write(md);
            md.Append('\n');
        }

        WriteOnly(md, "Only in the first run", comparison.OnlyBefore);
        WriteOnly(md, "Only in the second run", comparison.OnlyAfter);
        return md.ToString();
    }

    private static void WriteOnly(StringBuilder md, string title, IReadOnlyList<CellKey> keys)
    {
        if (keys.Count == 0)
        {
            return;
        }

        md.Append("## ").Append(title).Append("\n\n");
        foreach (var key in keys)
        {
            md.Append("- ").Append(key.ToString()).Append('\n');
        }

        md.Append('\n');
    }
}
