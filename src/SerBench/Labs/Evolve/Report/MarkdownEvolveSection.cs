namespace SerBench.Labs.Evolve;

/// <summary>report.md's version-tolerance section: the matrix, declared vs earned traits, and every throw and loss with its message.</summary>
internal static class MarkdownEvolveSection
{
    public static void Write(StringBuilder md, RunFile run)
    {
        if (run.Evolve is not { } section)
        {
            return;
        }

        md.Append("## Version tolerance\n\n");
        md.Append("Each cell: **old writer → new reader / new writer → old reader**. `ok` = every value both versions can hold came through; " +
                  "`LOST` = accepted, but such a value came back different (data lost silently); `throws` = the reader refused (message below); " +
                  "`–` = the row cannot take these types (reason below). Scenarios:\n\n");
        foreach (var s in section.Scenarios)
        {
            md.Append(CultureInfo.InvariantCulture, $"- **{s.Change}** (`{s.Id}`{(s.CountsForTolerance ? ", counts for the trait" : string.Empty)}): {s.Description}\n");
        }

        md.Append('\n');
        var headers = new List<(string, bool)> { ("Serializer", false) };
        headers.AddRange(section.Scenarios.Select(s => (s.Change, false)));
        var matrix = new MarkdownTable([.. headers]);
        foreach (var serializer in EvolveMatrix.Serializers(section))
        {
            var cells = new List<string> { $"`{serializer}`" };
            cells.AddRange(section.Scenarios.Select(s => EvolveMatrix.Cell(section, serializer, s.Id)));
            matrix.Add([.. cells]);
        }

        matrix.Write(md);
        md.Append("\n### Version tolerant: declared and earned\n\n");
        md.Append("A row earns \"version tolerant\" when fields added, removed and reordered all work in both directions.\n\n");
        var traits = new MarkdownTable(("Serializer", false), ("Declared", false), ("Earned", false), ("Agrees", false), ("Basis", false), ("Declared because", false));
        foreach (var t in section.Traits)
        {
            traits.Add($"`{t.Serializer}`", YesNo(t.Declared), t.Earned is { } e ? YesNo(e) : "not measured", t.Agrees ? "yes" : "**no**", t.Basis, t.DeclaredReason);
        }

        traits.Write(md);
        md.Append("\n### Version tolerance details\n\n");
        var details = new MarkdownTable(("Serializer", false), ("Scenario", false), ("Direction", false), ("Outcome", false), ("Detail", false));
        foreach (var c in section.Cells.Where(c => c.Detail is not null && c.Outcome != "unsupported"))
        {
            details.Add($"`{c.Serializer}`", c.Scenario, c.Direction, c.Outcome, c.Detail!);
        }

        foreach (var group in section.Cells.Where(c => c.Outcome == "unsupported").GroupBy(c => c.Serializer))
        {
            details.Add($"`{group.Key}`", "all", "both", "unsupported", group.First().Detail ?? string.Empty);
        }

        details.Write(md);
        md.Append('\n');
    }

    private static string YesNo(bool value) => value ? "yes" : "no";
}
