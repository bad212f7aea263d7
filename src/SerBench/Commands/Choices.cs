namespace SerBench.Commands;

/// <summary>Names the valid choices for a bad value and the one the user most likely meant.</summary>
internal static class Choices
{
    /// <summary>
    /// The choice with the smallest case-insensitive edit distance to <paramref name="input"/>, or null when none is
    /// near enough to be what the user meant (a typo: about one edit in three characters, at least two; or the start
    /// of a longer id): a guess at 'avro' for 'nope' would only mislead.
    /// </summary>
    public static string? Closest(string input, IEnumerable<string> choices)
    {
        string? best = null;
        var bestDistance = int.MaxValue;
        foreach (var choice in choices)
        {
            var distance = Distance(input, choice);
            if (distance < bestDistance)
            {
                best = choice;
                bestDistance = distance;
            }
        }

        if (best is not null && bestDistance <= Math.Max(2, input.Length / 3))
        {
            return best;
        }

        return input.Length >= 3
            ? choices.FirstOrDefault(c => c.StartsWith(input, StringComparison.OrdinalIgnoreCase))
            : null;
    }

    /// <summary>Levenshtein distance, ignoring case.</summary>
    public static int Distance(string a, string b)
    {
        a = a.ToLowerInvariant();
        b = b.ToLowerInvariant();
        var previous = new int[b.Length + 1];
        var current = new int[b.Length + 1];
        for (var j = 0; j <= b.Length; j++)
        {
            previous[j] = j;
        }

        for (var i = 1; i <= a.Length; i++)
        {
            current[0] = i;
            for (var j = 1; j <= b.Length; j++)
            {
                var substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
                current[j] = Math.Min(Math.Min(previous[j] + 1, current[j - 1] + 1), substitution);
            }

            (previous, current) = (current, previous);
        }

        return previous[b.Length];
    }

    /// <summary>"Unknown serializer 'stk' in --serializers; did you mean 'stj'? Valid serializers: …".</summary>
    public static string Unknown(string what, string value, string option, IReadOnlyList<string> valid)
    {
        var closest = Closest(value, valid);
        var hint = closest is null ? "." : $"; did you mean '{closest}'?";
        var list = valid.Count == 0 ? "(none)" : string.Join(", ", valid);
        return $"Unknown {what} '{value}' in {option}{hint} Valid {what}s: {list}.";
    }

    /// <summary>Splits a comma list, trimming blanks and dropping empty items.</summary>
    public static IReadOnlyList<string> SplitList(string? value) =>
        value is null
            ? []
            : value.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
}
