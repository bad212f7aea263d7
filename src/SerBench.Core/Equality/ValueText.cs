using System.Globalization;
using System.Text;
using System.Text.Json;

namespace SerBench.Equality;

/// <summary>How values appear in a difference message: one line, culture-invariant, strings quoted and escaped.</summary>
internal static class ValueText
{
    /// <summary>Strings up to this length are shown whole; longer ones as an excerpt around the first difference.</summary>
    private const int ShortString = 80;

    private const int ExcerptRadius = 20;

    public static string Describe(object? value) => value switch
    {
        null => "null",
        string s => Quote(s),
        char c => Quote(c.ToString()),
        bool b => b ? "true" : "false",
        DateTime d => d.ToString("O", CultureInfo.InvariantCulture) + $" ({d.Kind})",
        DateTimeOffset d => d.ToString("O", CultureInfo.InvariantCulture),
        double d => d.ToString("R", CultureInfo.InvariantCulture),
        float f => f.ToString("R", CultureInfo.InvariantCulture),
        Enum e => $"{e} ({Convert.ToInt64(e, CultureInfo.InvariantCulture)})",
        JsonElement j => $"JsonElement {j.ValueKind} {j.GetRawText()}",
        IFormattable f => f.ToString(null, CultureInfo.InvariantCulture),
        _ => value.ToString() ?? value.GetType().Name,
    };

    /// <summary>The text an untyped member is compared by when its runtime type changed in the round trip.</summary>
    public static string? AsText(object value) => value switch
    {
        JsonElement { ValueKind: JsonValueKind.String } j => j.GetString(),
        bool b => b ? "true" : "false",
        IFormattable f => f.ToString(null, CultureInfo.InvariantCulture),
        _ => value.ToString(),
    };

    /// <summary>Both strings quoted; for long strings the first differing index, both lengths and an excerpt of each.</summary>
    public static string StringDifference(string expected, string actual)
    {
        if (expected.Length <= ShortString && actual.Length <= ShortString)
        {
            return $"{Quote(expected)} != {Quote(actual)}";
        }

        var index = expected.AsSpan().CommonPrefixLength(actual);
        return $"strings differ at index {index} (lengths {expected.Length} and {actual.Length}): " +
               $"{Excerpt(expected, index)} != {Excerpt(actual, index)}";
    }

    /// <summary>Double-quoted with quotes, backslashes and control characters escaped, so the message stays on one line.</summary>
    public static string Quote(string value)
    {
        var text = new StringBuilder(value.Length + 2).Append('"');
        foreach (var c in value)
        {
            switch (c)
            {
                case '"': text.Append("\\\""); break;
                case '\\': text.Append("\\\\"); break;
                case '\n': text.Append("\\n"); break;
                case '\r': text.Append("\\r"); break;
                case '\t': text.Append("\\t"); break;
                default:
                    if (char.IsControl(c))
                    {
                        text.Append("\\u").Append(((int)c).ToString("x4", CultureInfo.InvariantCulture));
                    }
                    else
                    {
                        text.Append(c);
                    }

                    break;
            }
        }

        return text.Append('"').ToString();
    }

    private static string Excerpt(string value, int index)
    {
        var start = Math.Max(0, index - ExcerptRadius);
        var end = Math.Min(value.Length, index + ExcerptRadius);

        // Never cut a surrogate pair in half: the excerpt must stay valid text.
        if (start > 0 && char.IsLowSurrogate(value[start]))
        {
            start--;
        }

        if (end < value.Length && end > 0 && char.IsHighSurrogate(value[end - 1]))
        {
            end++;
        }

        return (start > 0 ? "…" : string.Empty) + Quote(value[start..end]) + (end < value.Length ? "…" : string.Empty);
    }
}
