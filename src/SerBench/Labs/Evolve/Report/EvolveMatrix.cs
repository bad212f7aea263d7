namespace SerBench.Labs.Evolve;

/// <summary>The evolve results as a serializer × scenario grid; each cell says old→new / new→old in a word.</summary>
internal static class EvolveMatrix
{
    public static string Word(string outcome) => outcome switch
    {
        "works" => "ok",
        "data-lost" => "LOST",
        "throws" => "throws",
        _ => Labels.Dash,
    };

    /// <summary>"ok / LOST": old writer → new reader, then new writer → old reader.</summary>
    public static string Cell(EvolveSection section, string serializer, string scenario)
    {
        string Of(string direction) => section.Cells
            .FirstOrDefault(c => c.Serializer == serializer && c.Scenario == scenario && c.Direction == direction) is { } cell
            ? Word(cell.Outcome)
            : Labels.Dash;
        var forward = Of("old-to-new");
        var backward = Of("new-to-old");
        return forward == Labels.Dash && backward == Labels.Dash ? Labels.Dash : $"{forward} / {backward}";
    }

    public static IReadOnlyList<string> Serializers(EvolveSection section) =>
        [.. section.Cells.Select(c => c.Serializer).Distinct(StringComparer.Ordinal)];
}
