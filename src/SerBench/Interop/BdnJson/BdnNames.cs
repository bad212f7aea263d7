namespace SerBench.Interop.BdnJson;

/// <summary>
/// How a cell is named as a BenchmarkDotNet benchmark, and read back: the benchmark a hand-written
/// <c>SerBench.Micro</c> class would be, with the operation as its method and [Params] Payload, PayloadSize and
/// Serializer: <c>SerBench.Micro.Serialize(Payload: "tiny", PayloadSize: 1, Serializer: "stj")</c>.
/// </summary>
internal static class BdnNames
{
    public const string Namespace = "SerBench";
    public const string Type = "Micro";
    public const string SerializerParameter = "Serializer";
    public const string PayloadParameter = "Payload";
    public const string PayloadSizeParameter = "PayloadSize";

    /// <summary>The operation as a method name: Serialize, Deserialize, RoundTrip; another operation keeps its id.</summary>
    public static string Method(string operation) => operation switch
    {
        Operations.Serialize => "Serialize",
        Operations.Deserialize => "Deserialize",
        Operations.RoundTrip => "RoundTrip",
        _ => operation,
    };

    /// <summary>The operation a method name stands for, matched without case (so "serialize" and "Serialize" agree); else the method itself.</summary>
    public static string Operation(string method) =>
        Operations.All.FirstOrDefault(o => string.Equals(o, method, StringComparison.OrdinalIgnoreCase)) ?? method;

    /// <summary>BenchmarkDotNet's Parameters member: name=value joined by '&amp;', parameters in name order.</summary>
    public static string Parameters(CellRecord cell) =>
        $"{PayloadParameter}={cell.Payload}&{PayloadSizeParameter}={Number(cell.PayloadSize)}&{SerializerParameter}={cell.Serializer}";

    /// <summary>BenchmarkDotNet's FullName: namespace, type, method and the parameters as C# arguments.</summary>
    public static string FullName(CellRecord cell) =>
        $"{Namespace}.{Type}.{Method(cell.Operation)}({PayloadParameter}: {Quote(cell.Payload)}, {PayloadSizeParameter}: {Number(cell.PayloadSize)}, {SerializerParameter}: {Quote(cell.Serializer)})";

    /// <summary>What BenchmarkDotNet shows as DisplayInfo: "Type.Method: Job [parameters]".</summary>
    public static string DisplayInfo(CellRecord cell, string job) =>
        $"{Type}.{Method(cell.Operation)}: {job} [{PayloadParameter}={cell.Payload}, {PayloadSizeParameter}={Number(cell.PayloadSize)}, {SerializerParameter}={cell.Serializer}]";

    /// <summary>
    /// The parameters of a benchmark, by name: from the argument list of its FullName (complete values, quoted strings
    /// unescaped), else from its Parameters member (whose long strings BenchmarkDotNet may shorten). Empty when it has none.
    /// </summary>
    public static IReadOnlyList<KeyValuePair<string, string>> ReadParameters(string fullName, string? parameters)
    {
        var open = fullName.IndexOf('(', StringComparison.Ordinal);
        if (open >= 0 && fullName.EndsWith(')') && ParseArguments(fullName[(open + 1)..^1]) is { } arguments)
        {
            return arguments;
        }

        if (string.IsNullOrEmpty(parameters))
        {
            return [];
        }

        return [.. parameters.Split('&').Select(p => p.Split('=', 2)).Select(p => KeyValuePair.Create(p[0], p.Length > 1 ? p[1] : ""))];
    }

    private static List<KeyValuePair<string, string>>? ParseArguments(string text)
    {
        var result = new List<KeyValuePair<string, string>>();
        var i = 0;
        while (i < text.Length)
        {
            var colon = text.IndexOf(": ", i, StringComparison.Ordinal);
            if (colon < 0)
            {
                return null;
            }

            var name = text[i..colon].Trim();
            i = colon + 2;
            string value;
            if (i < text.Length && text[i] == '"')
            {
                var builder = new StringBuilder();
                for (i++; i < text.Length && text[i] != '"'; i++)
                {
                    builder.Append(text[i] == '\\' && i + 1 < text.Length ? Unescape(text[++i]) : text[i]);
                }

                if (i >= text.Length)
                {
                    return null;
                }

                value = builder.ToString();
                i++;
            }
            else
            {
                var end = text.IndexOf(", ", i, StringComparison.Ordinal);
                end = end < 0 ? text.Length : end;
                value = text[i..end];
                i = end;
            }

            result.Add(KeyValuePair.Create(name, value));
            if (i < text.Length)
            {
                if (!text.AsSpan(i).StartsWith(", "))
                {
                    return null;
                }

                i += 2;
            }
        }

        return result;
    }

    private static char Unescape(char c) => c switch
    {
        'n' => '\n',
        'r' => '\r',
        't' => '\t',
        '0' => '\0',
        _ => c,
    };

    /// <summary>A string as BenchmarkDotNet writes a string argument: quoted, C# escapes.</summary>
    private static string Quote(string value) =>
        "\"" + value.Replace("\\", "\\\\", StringComparison.Ordinal).Replace("\"", "\\\"", StringComparison.Ordinal)
            .Replace("\n", "\\n", StringComparison.Ordinal).Replace("\r", "\\r", StringComparison.Ordinal).Replace("\t", "\\t", StringComparison.Ordinal) + "\"";

    private static string Number(int value) => value.ToString(CultureInfo.InvariantCulture);
}
