using System.Reflection;

namespace SerBench.Labs.Shared;

/// <summary>
/// Reads the seed documents' published tables (docs/reference/, embedded in this assembly): their rows and their
/// printed figures. Each lab turns its seed's table into run-file records (<c>Seed000Figures</c>, <c>Seed001Figures</c>).
/// </summary>
public static class SeedTables
{
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

    private static (double Number, string Unit) Split(string text)
    {
        var parts = text.Trim().Split(' ', 2, StringSplitOptions.TrimEntries);
        return (double.Parse(parts[0], NumberStyles.Number, CultureInfo.InvariantCulture), parts.Length > 1 ? parts[1] : string.Empty);
    }

    /// <summary>The rows of an embedded seed table (docs/reference/), its header left out.</summary>
    internal static IEnumerable<IReadOnlyList<string>> Rows(string resource)
    {
        using var stream = Assembly.GetExecutingAssembly().GetManifestResourceStream(resource)
            ?? throw new InvalidOperationException($"The seed table {resource} is not embedded in {typeof(SeedTables).Assembly.GetName().Name}.");
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
