namespace SerBench.Labs.Shared;

/// <summary>Small formatting rules the lab sections share (invariant culture, dashes for what is missing).</summary>
internal static class LabText
{
    public static string Time(double? ns, bool noisy = false) => ns is { } v ? (noisy ? Labels.NoisyMark : string.Empty) + Units.Time(v) : Labels.Dash;

    public static string Ratio(double? ratio) => ratio is { } r ? Units.Times(r) : Labels.Dash;

    public static string Percent(double? ratio) => ratio is { } r ? Units.Percent(r) : Labels.Dash;

    public static string Number(double? value, string format) => value is { } v ? v.ToString(format, CultureInfo.InvariantCulture) : Labels.Dash;

    /// <summary>The value, or FAILED / unsupported / a dash by status.</summary>
    public static string Status(string status, string ok) => status switch
    {
        CellStatus.Ok => ok,
        CellStatus.Failed => Labels.Failed,
        CellStatus.Unsupported => "unsupported",
        _ => Labels.Dash,
    };

    /// <summary>A reason shortened to its first line and at most 160 characters, for table cells.</summary>
    public static string Short(string? reason)
    {
        if (string.IsNullOrEmpty(reason))
        {
            return string.Empty;
        }

        var line = reason.ReplaceLineEndings("\n").Split('\n')[0];
        return line.Length <= 160 ? line : line[..157] + "…";
    }

    public static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
