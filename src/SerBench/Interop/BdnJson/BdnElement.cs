using System.Text.Json;

namespace SerBench.Interop.BdnJson;

/// <summary>A member of a BenchmarkDotNet JSON document with its path, read as the type it must have or refused saying where.</summary>
internal readonly record struct BdnElement(string File, string Path, JsonElement Value)
{
    /// <summary>The member, or null when it is absent or JSON null.</summary>
    public BdnElement? Member(string name) =>
        Value.ValueKind == JsonValueKind.Object && Value.TryGetProperty(name, out var member) && member.ValueKind != JsonValueKind.Null
            ? new BdnElement(File, $"{Path}.{name}", member)
            : null;

    public string RequiredString(string name) => Member(name) is { } m
        ? m.Value.ValueKind == JsonValueKind.String ? m.Value.GetString()! : throw m.Wrong("a string")
        : throw Missing(name, "a string");

    public string? OptionalString(string name) => Member(name) is { } m
        ? m.Value.ValueKind == JsonValueKind.String ? m.Value.GetString() : throw m.Wrong("a string")
        : null;

    public double? OptionalNumber(string name) => Member(name) is { } m ? m.Number() : null;

    public double RequiredNumber(string name) => Member(name) is { } m ? m.Number() : throw Missing(name, "a number");

    public long? OptionalWhole(string name) => Member(name) is { } m
        ? m.Value.ValueKind == JsonValueKind.Number && m.Value.TryGetInt64(out var v) ? v : throw m.Wrong("a whole number")
        : null;

    public double Number() => Value.ValueKind == JsonValueKind.Number ? Value.GetDouble() : throw Wrong("a number");

    public IEnumerable<BdnElement> Items()
    {
        if (Value.ValueKind != JsonValueKind.Array)
        {
            throw Wrong("an array");
        }

        var (file, path) = (File, Path);
        return Value.EnumerateArray().Select((item, i) => new BdnElement(file, $"{path}[{i.ToString(CultureInfo.InvariantCulture)}]", item));
    }

    public BdnElement Object() => Value.ValueKind == JsonValueKind.Object ? this : throw Wrong("an object");

    public RunFileException Wrong(string expected) =>
        new($"The BenchmarkDotNet JSON file {File} has {Path} as {Describe(Value.ValueKind)}; it must be {expected}.");

    public RunFileException Missing(string name, string expected) =>
        new($"The BenchmarkDotNet JSON file {File} has no {Path}.{name}; it must be {expected}.");

    public static string Describe(JsonValueKind kind) => kind switch
    {
        JsonValueKind.Array => "an array",
        JsonValueKind.Object => "an object",
        JsonValueKind.String => "a string",
        JsonValueKind.Number => "a number",
        JsonValueKind.True or JsonValueKind.False => "a boolean",
        JsonValueKind.Null => "null",
        _ => kind.ToString().ToLowerInvariant(),
    };
}
