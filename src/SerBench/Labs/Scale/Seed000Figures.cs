namespace SerBench.Labs.Scale;

/// <summary>Seed 000's published table as run-file records, so a report built from run.json alone can set it beside this machine's numbers.</summary>
public static class Seed000Figures
{
    internal const string LargeObjectsResource = "SerBench.Reference.seed-000-large-objects.csv";

    /// <summary>Seed 000: grain state round trips at 500–16,000 consumers, and 5 round trips at 2,000.</summary>
    public static IReadOnlyList<SeedLargeObjectFigure> LargeObjects() =>
        [.. SeedTables.Rows(LargeObjectsResource).Select(r => new SeedLargeObjectFigure(
            r[0],
            int.Parse(r[1], CultureInfo.InvariantCulture),
            double.Parse(r[2], CultureInfo.InvariantCulture),
            r[3],
            double.Parse(r[4], CultureInfo.InvariantCulture),
            r.Count > 5 && r[5].Length > 0 ? r[5] : null))];

    /// <summary>Seed 000's columns and the SerBench rows that measure the same thing, in the seed's order.</summary>
    public static IReadOnlyList<(string Seed, string Ours)> LargeObjectColumns { get; } =
    [
        ("Orleans", "orleans"),
        ("System.Text.Json", "stj"),
        ("Mongo Binary", "mongo-grainstate-binary"),
        ("Mongo BSON", "mongo-grainstate-bson"),
        ("Mongo JSON (Newtonsoft)", "mongo-grainstate-json"),
    ];

    /// <summary>Seed 000's baseline: every ratio of its tables is to Orleans.</summary>
    public const string LargeObjectsBaseline = "Orleans";
}
