using System.Globalization;
using SerBench.RunFiles.Http;

namespace SerBench.Reports.Http;

/// <summary>How the HTTP report spells its figures, shared by the markdown section and the console table.</summary>
internal static class HttpFigures
{
    public const string BadMark = "⚠";

    private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

    /// <summary>Measured writers, best requests/s first; failed ones after, in run order.</summary>
    public static IReadOnlyList<HttpWriterResult> Ranked(HttpSection section) =>
        [.. section.Writers.Where(w => w.Status == "ok").OrderByDescending(w => w.RequestsPerSecond), .. section.Writers.Where(w => w.Status != "ok")];

    public static HttpWriterResult? Raw(HttpSection section) =>
        section.Writers.FirstOrDefault(w => w.Writer == "raw" && w.Status == "ok");

    public static string Name(HttpWriterResult writer) => writer.BadResponses > 0 ? $"{BadMark} {writer.Writer}" : writer.Writer;

    public static string Rate(double perSecond) => perSecond.ToString("#,0", Invariant);

    public static string Ms(double? ms) => ms is { } m ? m.ToString(m >= 100 ? "#,0" : "0.00", Invariant) + " ms" : Labels.Dash;

    public static string OfRaw(HttpWriterResult writer, HttpWriterResult? raw) =>
        raw is { RequestsPerSecond: > 0 } r && writer.Status == "ok" ? Units.Percent(writer.RequestsPerSecond / r.RequestsPerSecond) : Labels.Dash;

    public static string Percent(double? value) => value is { } v ? v.ToString("0.0", Invariant) + " %" : Labels.Dash;

    public static string PerSecond(double? bytes) => bytes is { } b ? Units.Bytes(b) + "/s" : Labels.Dash;

    public static string Ratio(double ours, double theirs) => theirs > 0 ? Units.Times(ours / theirs) : Labels.Dash;
}
