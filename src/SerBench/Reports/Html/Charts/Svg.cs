namespace SerBench.Reports.Html.Charts;

/// <summary>Number formatting for SVG coordinates: invariant, one decimal, so the output is the same on every machine.</summary>
internal static class Svg
{
    public static string N(double value) => Math.Round(value, 1).ToString("0.#", CultureInfo.InvariantCulture);

    /// <summary>A rough width of <paramref name="text"/> at the charts' 11 px font, for layout (no font metrics offline).</summary>
    public static double TextWidth(string text, double fontSize = 11) => text.Length * fontSize * 0.58;

    /// <summary>Shortens a label to fit <paramref name="maxChars"/>, keeping its start.</summary>
    public static string Fit(string text, int maxChars) => text.Length <= maxChars ? text : text[..(maxChars - 1)] + "…";

    /// <summary>The CSS class colouring a serializer by its format family (see report.css).</summary>
    public static string FormatClass(string? format) => format switch
    {
        "json" => "fmt-json",
        "xml" or "binary-xml" => "fmt-xml",
        "protobuf" => "fmt-protobuf",
        "jsv" => "fmt-jsv",
        "bson" or "message-pack" or "custom-binary" or "dot-net-binary" => "fmt-binary",
        _ => "fmt-other",
    };
}
