namespace SerBench.Labs.Scenarios;

/// <summary>Our serializer rows that are the libraries seed 001 measured, under the seed's names for them.</summary>
internal static class Seed001Rows
{
    private static readonly Dictionary<string, string> SeedNames = new(StringComparer.Ordinal)
    {
        ["stj"] = "SystemTextJson",
        ["newtonsoft"] = "NewtonsoftJson",
        ["protobuf"] = "Protobuf",

        // MessagePack-CSharp with integer [Key]s: the seed's Tiny 7 B and Simple 42 B are that layout's sizes.
        ["messagepack"] = "MessagePack",
    };

    /// <summary>The seed's name for our row, or null when the seed did not measure that library.</summary>
    public static string? SeedName(string serializerId) => SeedNames.GetValueOrDefault(serializerId);

    /// <summary>True when the seed's row is one of ours (shown beside it rather than alone).</summary>
    public static bool IsOurs(string seedName) => SeedNames.ContainsValue(seedName);
}
