using SerBench.Reports.Html;

namespace SerBench.Reports.Runtimes;

/// <summary>
/// report.html of a --runtimes run: a link to each runtime's own page (report-RUNTIME.html) and the runtimes side by side,
/// so the file every other run has still opens on the whole run.
/// </summary>
internal static class RuntimeIndexPage
{
    public static string Render(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var title = $"SerBench run of {HtmlReport.Stamp(run.StartedUtc)} on {run.CellRuntimes().Count.ToString(CultureInfo.InvariantCulture)} runtimes";
        var html = new HtmlBuilder();
        HtmlReport.Head(html, title);
        html.Line("<body>");
        html.Element("h1", title).Line();
        html.Paragraph($"SerBench {run.SerbenchVersion} · preset {run.Preset} · {run.Cells.Count.ToString(CultureInfo.InvariantCulture)} cells · {run.Environment.Cpu}", "subtitle");
        if (PartialRunNote.Detail(run) is { } partial)
        {
            html.Paragraph($"Partial run {partial}", "banner");
        }

        foreach (var banner in RuntimeComparisonText.Banners(run))
        {
            html.Element("div", banner, ("class", "banner")).Line();
        }

        html.Heading(2, "Each runtime's report", "runtimes");
        html.Open("ul");
        foreach (var runtime in run.CellRuntimes())
        {
            var record = run.RuntimeList().FirstOrDefault(r => r.Name == runtime);
            html.Open("li").Element("a", runtime ?? "host", ("href", RuntimeSections.HtmlFileName(runtime)))
                .Text(record?.Version is { } v ? $" — {v}" : string.Empty)
                .Text(record?.Excluded.Count > 0 ? $" · left out: {string.Join(", ", record.Excluded.Select(e => e.Serializer))}" : string.Empty)
                .Close("li").Line();
        }

        html.Close("ul").Line();
        if (RuntimeComparison.Build(run) is { } comparison)
        {
            html.Heading(2, RuntimeComparisonText.Heading(comparison), "side-by-side");
            html.Paragraph(RuntimeComparisonText.Intro(comparison));
            Table(html, RuntimeComparisonText.Overview(comparison), 3);
            html.Heading(3, "What a runtime changes in the ranking");
            html.Open("ul");
            foreach (var line in RuntimeComparisonText.Changes(comparison))
            {
                html.Element("li", line).Line();
            }

            html.Close("ul").Line();
            html.Heading(3, "Each payload");
            html.Paragraph(RuntimeComparisonText.CellLegend, "muted");
            foreach (var table in comparison.Payloads)
            {
                Table(html, RuntimeComparisonText.Payload(comparison, table), 4);
            }
        }

        html.Paragraph($"Generated from run.json by SerBench {run.SerbenchVersion}. Opens offline.", "muted");
        html.Line("</body>").Line("</html>");
        return html.ToString();
    }

    private static void Table(HtmlBuilder html, ComparisonTable table, int level)
    {
        html.Heading(level, table.Title);
        var htmlTable = new HtmlTable([.. table.Headers.Select((h, i) => new HtmlColumn(h))]);
        foreach (var row in table.Rows)
        {
            htmlTable.Add(null, [.. row.Select(c => (HtmlCell)c)]);
        }

        htmlTable.Write(html);
        if (table.Notes.Count > 0)
        {
            html.Open("ul", ("class", "muted"));
            foreach (var note in table.Notes)
            {
                html.Element("li", note).Line();
            }

            html.Close("ul").Line();
        }
    }
}
