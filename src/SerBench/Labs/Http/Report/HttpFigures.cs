namespace SerBench.Labs.Http;

/// <summary>How the HTTP report spells its figures, shared by the markdown section and the console table.</summary>
internal static class HttpFigures
{
    public const string BadMark = "⚠";

    private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

    /// <summary>Measured writers, best requests/s first; failed ones after, in run order.</summary>
    public static IReadOnlyList<HttpWriterResult> Ranked(HttpSection section) =>
        [.. section.Writers.Where(w => w.Status == "ok").OrderByDescending(w => w.RequestsPerSecond), .. section.Writers.Where(w => w.Status != "ok")];

    /// <summary>The open connections of a writer's window (runs with one level record it in the settings only).</summary>
    public static int ConnectionsOf(HttpSection section, HttpWriterResult writer) => writer.Connections ?? section.Settings.Connections;

    /// <summary>The run's connection levels in the order measured.</summary>
    public static IReadOnlyList<int> Levels(HttpSection section) =>
        section.Settings.ConnectionLevels.Count > 0 ? section.Settings.ConnectionLevels : [section.Settings.Connections];

    /// <summary>The section cut to each level's windows, so every table ranks writers against raw at the same load.</summary>
    public static IReadOnlyList<(int Connections, HttpSection Section)> ByLevel(HttpSection section) =>
        [.. Levels(section).Select(level => (level, section with { Writers = [.. section.Writers.Where(w => ConnectionsOf(section, w) == level)] }))];

    /// <summary>", 128 connections" after a table's title when the run has more than one level; else nothing.</summary>
    public static string LevelSuffix(HttpSection section, int connections) =>
        Levels(section).Count > 1 ? $", {connections.ToString(Invariant)} connections" : string.Empty;

    public static HttpWriterResult? Raw(HttpSection section) =>
        section.Writers.FirstOrDefault(w => w.Writer == "raw" && w.Status == "ok");

    public static string Name(HttpWriterResult writer) => writer.BadResponses > 0 ? $"{BadMark} {writer.Writer}" : writer.Writer;

    public static string Rate(double perSecond) => perSecond.ToString("#,0", Invariant);

    public static string Ms(double? ms) => ms is { } m ? m.ToString(m >= 100 ? "#,0" : "0.00", Invariant) + " ms" : Labels.Dash;

    public static string OfRaw(HttpWriterResult writer, HttpWriterResult? raw) =>
        raw is { RequestsPerSecond: > 0 } r && writer.Status == "ok" ? Units.Percent(writer.RequestsPerSecond / r.RequestsPerSecond) : Labels.Dash;

    /// <summary>A counter's figure: whole numbers with separators, small rates with one decimal, or a dash.</summary>
    public static string Number(double? value) => value is { } v ? v.ToString(v is > 0 and < 100 && v % 1 != 0 ? "#,0.0" : "#,0", Invariant) : Labels.Dash;

    public static string Size(double? bytes) => bytes is { } b ? Units.Bytes(b) : Labels.Dash;

    public static string Percent(double? value) => value is { } v ? v.ToString("0.0", Invariant) + " %" : Labels.Dash;

    public static string PerSecond(double? bytes) => bytes is { } b ? Units.Bytes(b) + "/s" : Labels.Dash;

    public static string Ratio(double ours, double theirs) => theirs > 0 ? Units.Times(ours / theirs) : Labels.Dash;
}
