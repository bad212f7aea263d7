namespace SerBench.Reports;

/// <summary>Human units for reports, always in the invariant culture so a report reads the same on every machine.</summary>
internal static class Units
{
    private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

    /// <summary>A duration in ns, µs, ms or s with three significant digits, e.g. "1.23 µs".</summary>
    public static string Time(double nanoseconds)
    {
        var (value, unit) = Math.Abs(nanoseconds) switch
        {
            < 1_000 => (nanoseconds, "ns"),
            < 1_000_000 => (nanoseconds / 1_000, "µs"),
            < 1_000_000_000 => (nanoseconds / 1_000_000, "ms"),
            _ => (nanoseconds / 1_000_000_000, "s"),
        };
        return $"{ThreeDigits(value)} {unit}";
    }

    /// <summary>A byte count: exact below 10,000 ("1,046 B"), then KiB, MiB, GiB.</summary>
    public static string Bytes(double bytes)
    {
        if (Math.Abs(bytes) < 10_000)
        {
            return bytes.ToString("#,0", Invariant) + " B";
        }

        var (value, unit) = Math.Abs(bytes) switch
        {
            < 1024d * 1024 => (bytes / 1024, "KiB"),
            < 1024d * 1024 * 1024 => (bytes / (1024d * 1024), "MiB"),
            _ => (bytes / (1024d * 1024 * 1024), "GiB"),
        };
        return $"{ThreeDigits(value)} {unit}";
    }

    /// <summary>"100 %", "245 %": whole percent, because the numbers under it are not more precise.</summary>
    public static string Percent(double ratio) => (ratio * 100).ToString("#,0", Invariant) + " %";

    /// <summary>"1.00×", "12.3×".</summary>
    public static string Times(double ratio) => ThreeDigits(ratio) + "×";

    /// <summary>A whole number with thousands separators, e.g. "2,000".</summary>
    public static string Count(long value) => value.ToString("#,0", Invariant);

    private static string ThreeDigits(double value) => Math.Abs(value) switch
    {
        < 10 => value.ToString("0.00", Invariant),
        < 100 => value.ToString("0.0", Invariant),
        _ => value.ToString("#,0", Invariant),
    };
}
