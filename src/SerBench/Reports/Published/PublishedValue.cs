namespace SerBench.Reports.Published;

/// <summary>Reads the seed tables' printed values ("1,057.0 ns", "10.527 μs", "52 KB", "1,416 B") back into numbers.</summary>
internal static class PublishedValue
{
    /// <summary>A printed duration in nanoseconds, or null when it is not one.</summary>
    public static double? Nanoseconds(string text)
    {
        var (number, unit) = Split(text);
        double? factor = unit switch
        {
            "ns" => 1,
            "μs" or "µs" or "us" => 1_000,
            "ms" => 1_000_000,
            "s" => 1_000_000_000,
            _ => null,
        };
        return number is { } n && factor is { } f ? n * f : null;
    }

    /// <summary>A plain number with thousands separators, e.g. "1,426" or "31.501".</summary>
    public static double? Number(string text) =>
        double.TryParse(text.Trim(), NumberStyles.Float | NumberStyles.AllowThousands, CultureInfo.InvariantCulture, out var value) ? value : null;

    private static (double? Number, string Unit) Split(string text)
    {
        var trimmed = text.Trim();
        var space = trimmed.LastIndexOf(' ');
        if (space < 0)
        {
            return (null, string.Empty);
        }

        return (Number(trimmed[..space]), trimmed[(space + 1)..]);
    }
}
