namespace SerBench.Labs.Scenarios;

/// <summary>
/// The six scenarios of seed 001, as the run file names them, with the seed's own names, and two variants
/// the seed does not have: its "Multiple Times" handle the same object ten times; the "-different" variants
/// handle ten different objects (caches keyed by instance or content cannot help them).
/// </summary>
public static class ScenarioIds
{
    public const string SerializeOnce = "serialize-once";
    public const string SerializeTen = "serialize-10";
    public const string DeserializeOnce = "deserialize-once";
    public const string DeserializeTen = "deserialize-10";
    public const string CreateSerialize = "create-serialize";
    public const string CreateSerializeDeserialize = "create-serialize-deserialize";
    public const string SerializeTenDifferent = "serialize-10-different";
    public const string DeserializeTenDifferent = "deserialize-10-different";

    /// <summary>How many objects the "10" scenarios handle per benchmark call.</summary>
    public const int Many = 10;

    /// <summary>Seed 001's six scenarios.</summary>
    public static IReadOnlyList<string> Seed { get; } =
        [SerializeOnce, SerializeTen, DeserializeOnce, DeserializeTen, CreateSerialize, CreateSerializeDeserialize];

    /// <summary>Every scenario the lab measures: the seed's six, then the two variants.</summary>
    public static IReadOnlyList<string> All { get; } = [.. Seed, SerializeTenDifferent, DeserializeTenDifferent];

    /// <summary>Seed 001's name of a scenario (docs/reference/seed-001-micro.csv).</summary>
    public static string SeedName(string scenario) => scenario switch
    {
        SerializeOnce => "Serialize POCOs Once",
        SerializeTen => "Serialize POCOs Multiple Times",
        DeserializeOnce => "Deserialize POCOs Once",
        DeserializeTen => "Deserialize POCOs Multiple Times",
        CreateSerialize => "Create then Serialize",
        CreateSerializeDeserialize => "Create then Serialize then Deserialize",
        SerializeTenDifferent => "Serialize 10 different POCOs (not in seed 001)",
        DeserializeTenDifferent => "Deserialize 10 different POCOs (not in seed 001)",
        _ => throw new ArgumentException($"Unknown scenario '{scenario}'; valid scenarios are {string.Join(", ", All)}.", nameof(scenario)),
    };

    /// <summary>Our scenario id of a seed name, or null.</summary>
    public static string? FromSeedName(string seedName) =>
        Seed.FirstOrDefault(s => string.Equals(SeedName(s), seedName.Trim(), StringComparison.OrdinalIgnoreCase));
}
