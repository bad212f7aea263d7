namespace SerBench.Labs.Echo;

/// <summary>Echo figures as report text, shared by the console table and the markdown section.</summary>
internal static class EchoFormat
{
    public static string Rate(double? perSecond) => perSecond is { } r ? Units.Count((long)Math.Round(r)) : Labels.Dash;

    public static string Bandwidth(double? bytesPerSecond) => bytesPerSecond is { } b ? Units.Bytes(b) + "/s" : Labels.Dash;

    public static string Micros(double? microseconds) => microseconds is { } us ? Units.Time(us * 1_000) : Labels.Dash;

    public static string Size(int? bytes) => bytes is { } b ? Units.Bytes(b) : Labels.Dash;

    public static string Errors(EchoRecord row) => row.Status switch
    {
        CellStatus.Failed => Labels.Failed,
        CellStatus.Unsupported => Labels.Dash,
        _ => row.Errors.Total == 0 ? "0" : $"**{Units.Count(row.Errors.Total)}**",
    };

    public static string ErrorsPlain(EchoRecord row) => Errors(row).Replace("**", string.Empty, StringComparison.Ordinal);

    public static string Gc(EchoServerRecord? server) =>
        server is null ? Labels.Dash : string.Create(CultureInfo.InvariantCulture, $"{server.Gen0}/{server.Gen1}/{server.Gen2}");

    public static string PerMessageBytes(double? bytes) =>
        bytes is { } b ? (b < 10 ? b.ToString("0.0", CultureInfo.InvariantCulture) + " B" : Units.Bytes(b)) : Labels.Dash;

    public static string Window(EchoSettingsRecord s) => s.Messages is { } m
        ? string.Create(CultureInfo.InvariantCulture, $"{m:N0} replies measured per window after {s.WarmupSeconds:0.##} s of warm-up")
        : string.Create(CultureInfo.InvariantCulture, $"{s.DurationSeconds:0.##} s measured per window after {s.WarmupSeconds:0.##} s of warm-up");

    /// <summary>A breakdown such as "3 sequence, 1 lost".</summary>
    public static string ErrorKinds(EchoErrorsRecord e)
    {
        var parts = new List<string>();
        Add(parts, e.Sequence, "sequence");
        Add(parts, e.Content, "content");
        Add(parts, e.Payload, "payload");
        Add(parts, e.Connection, "connection");
        Add(parts, e.Lost, "lost");
        return string.Join(", ", parts);
    }

    private static void Add(List<string> parts, long count, string kind)
    {
        if (count > 0)
        {
            parts.Add($"{Units.Count(count)} {kind}");
        }
    }
}
