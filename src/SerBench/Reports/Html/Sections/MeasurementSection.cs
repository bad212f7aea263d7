namespace SerBench.Reports.Html.Sections;

/// <summary>
/// How the micro cells were measured and how steady the machine was: the isolation and rounds, and the canary's
/// readings over the run as a small line chart. The warning of a machine that never settled is at the top of the page.
/// </summary>
internal sealed class MeasurementSection : IHtmlReportSection
{
    private const double Width = 640;
    private const double Height = 90;

    public string Anchor => "measurement";

    public string Title => "Measurement";

    public bool AppliesTo(HtmlReportContext context) => context.Run.Measurement is not null && context.Run.Cells.Count > 0;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var run = context.Run;
        html.Open("ul").Line();
        foreach (var line in MeasurementSummary.Lines(run))
        {
            html.Element("li", line).Line();
        }

        html.Close("ul").Line();
        if (run.Measurement is { CanaryTrace.Count: > 1, CanaryBaselineNs: { } fastest } m)
        {
            html.Paragraph("The machine's speed over the run: the canary's time against its fastest reading (0 % = full speed; up = slower). Rounds measured above the dashed line were disturbed and measured again.");
            html.Raw(Chart(m.CanaryTrace, fastest, m.MaxCanarySlowdown ?? 0.15)).Line();
        }
    }

    /// <summary>An inline SVG line of slowdown against time, with the disturbance limit dashed.</summary>
    internal static string Chart(IReadOnlyList<CanaryPoint> trace, double fastest, double limit)
    {
        var end = Math.Max(trace[^1].AtSeconds, 1e-9);
        var top = Math.Max(limit * 2, trace.Max(p => (p.Ns / fastest) - 1));
        double X(double seconds) => 40 + ((Width - 50) * seconds / end);
        double Y(double slow) => Height - 15 - ((Height - 25) * Math.Clamp(slow, 0, top) / top);
        var points = new StringBuilder();
        foreach (var p in trace)
        {
            points.Append(Invariant($"{X(p.AtSeconds):0.#},{Y((p.Ns / fastest) - 1):0.#} "));
        }

        var svg = new StringBuilder();
        svg.Append(Invariant($"<svg class=\"canary\" role=\"img\" aria-label=\"canary slowdown over the run\" viewBox=\"0 0 {Width} {Height}\" width=\"{Width}\" height=\"{Height}\">"));
        svg.Append(Invariant($"<line x1=\"40\" y1=\"{Y(limit):0.#}\" x2=\"{Width - 10}\" y2=\"{Y(limit):0.#}\" stroke=\"currentColor\" stroke-dasharray=\"4 3\" opacity=\"0.5\"/>"));
        svg.Append(Invariant($"<text x=\"0\" y=\"{Y(limit) + 4:0.#}\" font-size=\"10\" fill=\"currentColor\">+{limit:P0}</text>"));
        svg.Append(Invariant($"<text x=\"0\" y=\"{Y(0) + 4:0.#}\" font-size=\"10\" fill=\"currentColor\">0 %</text>"));
        svg.Append(Invariant($"<text x=\"{Width - 10}\" y=\"{Height - 2}\" font-size=\"10\" text-anchor=\"end\" fill=\"currentColor\">{end:0} s</text>"));
        svg.Append(Invariant($"<polyline fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.2\" points=\"{points.ToString().TrimEnd()}\"/>"));
        svg.Append("</svg>");
        return svg.ToString();
    }

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
