using System.Globalization;
using System.Reflection;
using SerBench.Labs.Scale;
using SerBench.Labs.Scenarios;

namespace SerBench.Labs.Shared;

/// <summary>
/// The seed documents' published tables (docs/reference/, embedded in this assembly), as run-file records,
/// so a report built from run.json alone can set them beside this machine's numbers.
/// </summary>
public static class SeedFigures
{
    internal const string LargeObjectsResource = "SerBench.Reference.seed-000-large-objects.csv";
    internal const string MicroResource = "SerBench.Reference.seed-001-micro.csv";

    private const string SeedBaseline = "SystemTextJson";

    /// <summary>Seed 000: grain state round trips at 500–16,000 consumers, and 5 round trips at 2,000.</summary>
    public static IReadOnlyList<SeedLargeObjectFigure> LargeObjects() =>
        [.. Rows(LargeObjectsResource).Select(r => new SeedLargeObjectFigure(
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

    /// <summary>Seed 001: the six scenarios with each row's ratio to the seed's own System.Text.Json.</summary>
    public static IReadOnlyList<SeedScenarioFigure> Micro()
    {
        var rows = Rows(MicroResource)
            .Select(r => (Scenario: ScenarioIds.FromSeedName(r[0]), Payload: r[1].ToLowerInvariant(), Serializer: r[2], Mean: ParseTime(r[3]), Allocated: ParseBytes(r[4])))
            .Where(r => r.Scenario is not null)
            .ToList();
        return [.. rows.Select(r =>
        {
            var baseline = rows.FirstOrDefault(b => b.Scenario == r.Scenario && b.Payload == r.Payload && b.Serializer == SeedBaseline);
            return new SeedScenarioFigure(
                r.Scenario!,
                r.Payload,
                r.Serializer,
                r.Mean,
                r.Allocated,
                baseline.Mean > 0 ? r.Mean / baseline.Mean : null,
                Note(r.Scenario!, r.Payload, r.Serializer));
        })];
    }

    /// <summary>"754.75 ns", "1,057.0 ns", "10.527 μs" (or µs), "1.2 ms" → ns.</summary>
    internal static double ParseTime(string text)
    {
        var (number, unit) = Split(text);
        return unit switch
        {
            "ns" => number,
            "μs" or "µs" or "us" => number * 1_000,
            "ms" => number * 1_000_000,
            "s" => number * 1_000_000_000,
            _ => throw new FormatException($"Unknown time unit in '{text}'; expected ns, μs, ms or s."),
        };
    }

    /// <summary>"1,416 B", "52 KB" (BenchmarkDotNet's KB is 1,024 B) → bytes; "-" or empty → null.</summary>
    internal static long? ParseBytes(string text)
    {
        if (string.IsNullOrWhiteSpace(text) || text.Trim() is "-" or "–")
        {
            return null;
        }

        var (number, unit) = Split(text);
        return (long)Math.Round(unit switch
        {
            "B" => number,
            "KB" => number * 1024,
            "MB" => number * 1024 * 1024,
            _ => throw new FormatException($"Unknown size unit in '{text}'; expected B, KB or MB."),
        });
    }

    // In the seed's table only the two JSON rows' Complex deserialize figures match their Simple ones (protobuf,
    // MessagePack and Bebop differ), so only those look taken from the Simple object.
    private static string? Note(string scenario, string payload, string serializer) =>
        payload == "complex" && scenario is ScenarioIds.DeserializeOnce or ScenarioIds.DeserializeTen
            && serializer is "NewtonsoftJson" or "SystemTextJson"
            ? "seed fault (inferred): the seed's JSON Complex deserialize figures equal its Simple ones within 2 %, so they look measured on the Simple object"
            : null;

    private static (double Number, string Unit) Split(string text)
    {
        var parts = text.Trim().Split(' ', 2, StringSplitOptions.TrimEntries);
        return (double.Parse(parts[0], NumberStyles.Number, CultureInfo.InvariantCulture), parts.Length > 1 ? parts[1] : string.Empty);
    }

    private static IEnumerable<IReadOnlyList<string>> Rows(string resource)
    {
        using var stream = Assembly.GetExecutingAssembly().GetManifestResourceStream(resource)
            ?? throw new InvalidOperationException($"The seed table {resource} is not embedded in {typeof(SeedFigures).Assembly.GetName().Name}.");
        using var reader = new StreamReader(stream);
        var lines = new List<IReadOnlyList<string>>();
        reader.ReadLine();
        while (reader.ReadLine() is { } line)
        {
            if (line.Length > 0)
            {
                lines.Add(SplitCsv(line));
            }
        }

        return lines;
    }

    /// <summary>One CSV line: commas separate, double quotes enclose fields that contain commas.</summary>
    internal static IReadOnlyList<string> SplitCsv(string line)
    {
        var fields = new List<string>();
        var field = new System.Text.StringBuilder();
        var quoted = false;
        for (var i = 0; i < line.Length; i++)
        {
            var c = line[i];
            if (c == '"' && quoted && i + 1 < line.Length && line[i + 1] == '"')
            {
                field.Append('"');
                i++;
            }
            else if (c == '"')
            {
                quoted = !quoted;
            }
            else if (c == ',' && !quoted)
            {
                fields.Add(field.ToString());
                field.Clear();
            }
            else
            {
                field.Append(c);
            }
        }

        fields.Add(field.ToString());
        return fields;
    }
}
