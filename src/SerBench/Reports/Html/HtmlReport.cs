using SerBench.Reports.Published;

namespace SerBench.Reports.Html;

/// <summary>
/// report.html: one self-contained page built from a run file alone — inline CSS, inline script, inline
/// SVG charts, no external file and no network — readable in light and dark mode and on paper. Its
/// sections are those of <see cref="HtmlReportSections.All"/> that apply to the run.
/// </summary>
internal static class HtmlReport
{
    public static string Render(RunFile run) => Render(run, HtmlReportSections.All);

    public static string Render(RunFile run, IReadOnlyList<IHtmlReportSection> sections)
    {
        ArgumentNullException.ThrowIfNull(run);
        var context = new HtmlReportContext(run, PublishedFigures.Load());
        var applicable = sections.Where(s => s.AppliesTo(context)).ToList();
        var title = $"SerBench run of {Stamp(run.StartedUtc)}";
        var html = new HtmlBuilder();
        Head(html, title);
        html.Line("<body>");
        html.Element("h1", title).Line();
        html.Paragraph($"SerBench {run.SerbenchVersion} · preset {run.Preset} · {run.Cells.Count.ToString(CultureInfo.InvariantCulture)} cells{Measured(run)} · {run.Environment.Cpu} · {run.Environment.Runtime}", "subtitle");
        if (PartialRunNote.Detail(run) is { } partial)
        {
            html.Paragraph($"Partial run {partial}", "banner");
        }

        // A run whose time figures cannot be compared says so before anything is ranked or coloured.
        if (MeasurementSummary.Banner(run) is { } banner)
        {
            html.Element("div", banner, ("class", "banner"), ("id", "not-comparable")).Line();
        }

        if (context.View.Ranking.Pointer() is { } pointer)
        {
            html.Paragraph(pointer, "banner");
        }

        if (Engine.Preset.Find(run.Preset) is { IsSmoke: true })
        {
            html.Paragraph($"The {run.Preset} preset runs each cell once without warm-up: it proves every cell runs and round-trips. Its times are single shots, not steady-state measurements; do not rank serializers by them.", "banner");
        }

        html.Open("nav", ("class", "toc"), ("aria-label", "Sections"));
        foreach (var section in applicable)
        {
            html.Element("a", section.TitleFor(context), ("href", "#" + section.Anchor)).Line();
        }

        html.Close("nav").Line();
        html.Open("p", ("class", "no-print"))
            .Raw("<label><input type=\"checkbox\" id=\"show-columns\"> Show every column in the tables (format, codegen, ±, rounds Δ, compressed sizes, more percentiles and counters)</label>")
            .Close("p").Line();
        foreach (var section in applicable)
        {
            html.Open("section", ("id", section.Anchor)).Line();
            html.Heading(2, section.TitleFor(context));
            section.Write(html, context);
            html.Close("section").Line();
        }

        html.Paragraph($"Generated from run.json by SerBench {run.SerbenchVersion}. Opens offline; click a table header to sort.", "muted");
        html.Raw("<script>\n").Raw(EmbeddedText.Read("SerBench.Reports.Html.report.js")).Raw(EmbeddedText.Read("SerBench.Reports.Html.recommend.js")).Raw("</script>\n");
        html.Line("</body>");
        html.Line("</html>");
        return html.ToString();
    }

    /// <summary>" · counts under callgrind (no time figures)" or " · time and counts" for a run that counted; empty for a time run.</summary>
    private static string Measured(RunFile run) => run.MeasureOrTime switch
    {
        Measures.Counts => " · counts under callgrind (no time figures)",
        Measures.Both => " · time and counts under callgrind",
        _ => string.Empty,
    };

    /// <summary>The page's head: UTF-8, light and dark, nothing fetched (the page opens from disk offline), the report's CSS.</summary>
    internal static void Head(HtmlBuilder html, string title)
    {
        html.Line("<!DOCTYPE html>");
        html.Line("<html lang=\"en\">");
        html.Line("<head>");
        html.Line("<meta charset=\"utf-8\">");
        html.Line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">");
        html.Line("<meta name=\"color-scheme\" content=\"light dark\">");

        // Nothing may be fetched: the page must open from disk with the network off.
        html.Line("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">");
        html.Element("title", title).Line();
        html.Raw("<style>\n").Raw(EmbeddedText.Read("SerBench.Reports.Html.report.css")).Raw("</style>\n");
        html.Line("</head>");
    }

    public static string Stamp(DateTime utc) => utc.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture) + " UTC";
}
