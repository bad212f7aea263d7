namespace SerBench.Samples;

/// <summary>Turns JSON names and file names into C# identifiers and payload ids.</summary>
internal static class Identifiers
{
    /// <summary>PascalCase from any text ("first-name" → FirstName, "2nd" → _2nd); <paramref name="fallback"/> when nothing is left.</summary>
    public static string Pascal(string text, string fallback)
    {
        var builder = new StringBuilder();
        var upper = true;
        foreach (var c in text)
        {
            if (char.IsLetterOrDigit(c) && c < 128)
            {
                builder.Append(upper ? char.ToUpperInvariant(c) : c);
                upper = false;
            }
            else
            {
                upper = true;
            }
        }

        if (builder.Length == 0)
        {
            return fallback;
        }

        return char.IsDigit(builder[0]) ? "_" + builder : builder.ToString();
    }

    /// <summary>A class name for the elements of a list called <paramref name="plural"/> (Orders → Order, Items → Item, Data → DataItem).</summary>
    public static string Singular(string plural) =>
        plural.EndsWith("ies", StringComparison.Ordinal) && plural.Length > 3 ? plural[..^3] + "y"
        : plural.EndsWith("ses", StringComparison.Ordinal) && plural.Length > 3 ? plural[..^2]
        : plural.EndsWith('s') && !plural.EndsWith("ss", StringComparison.Ordinal) && plural.Length > 1 ? plural[..^1]
        : plural + "Item";

    /// <summary>A payload id from a file name: lower-case letters, digits and hyphens ("My Orders.json" → my-orders).</summary>
    public static string PayloadId(string fileName)
    {
        var builder = new StringBuilder();
        foreach (var c in Path.GetFileNameWithoutExtension(fileName).ToLower(CultureInfo.InvariantCulture))
        {
            if (c is >= 'a' and <= 'z' or >= '0' and <= '9')
            {
                builder.Append(c);
            }
            else if (builder.Length > 0 && builder[^1] != '-')
            {
                builder.Append('-');
            }
        }

        var id = builder.ToString().TrimEnd('-');
        return id.Length == 0 ? "sample" : id;
    }
}
