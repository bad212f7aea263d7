namespace SerBench.Labs.Evolve;

/// <summary>The evolve matrix on the console, then each disagreement between a declared and an earned trait.</summary>
internal static class EvolveConsoleTable
{
    public static void Write(TextWriter output, EvolveSection section)
    {
        var columns = new List<(string, bool)> { ("serializer", false) };
        columns.AddRange(section.Scenarios.Select(s => (s.Id, false)));
        columns.Add(("tolerant: declared / earned", false));
        var table = new TextTable([.. columns]);
        foreach (var serializer in EvolveMatrix.Serializers(section))
        {
            var trait = section.Traits.FirstOrDefault(t => t.Serializer == serializer);
            var cells = new List<string> { serializer };
            cells.AddRange(section.Scenarios.Select(s => EvolveMatrix.Cell(section, serializer, s.Id)));
            cells.Add(trait is null ? Labels.Dash : $"{YesNo(trait.Declared)} / {(trait.Earned is { } e ? YesNo(e) : "not measured")}{(trait.Agrees ? string.Empty : "  ≠")}");
            table.Add([.. cells]);
        }

        output.WriteLine("Version tolerance (each cell: old writer → new reader / new writer → old reader; ok, LOST = data lost silently, throws, – = row cannot take the types)");
        table.Write(output, "  ");
        foreach (var trait in section.Traits.Where(t => !t.Agrees))
        {
            output.WriteLine($"  ≠ {trait.Serializer} declares version tolerant = {YesNo(trait.Declared)} but the lab measured {YesNo(trait.Earned ?? false)}: {trait.Basis}");
        }
    }

    private static string YesNo(bool value) => value ? "yes" : "no";
}
