using SerBench.Reports.Html;

namespace SerBench.History;

/// <summary>
/// history.html: one self-contained page (style inline, charts as inline SVG, no script, nothing fetched) with one
/// series per cell over runs, grouped by machine, and the change points found marked on each.
/// </summary>
internal static class HistoryPage
{
    private const int Width = 360;
    private const int Height = 64;

    private const string Css = """
        svg.series { display: block; }
        svg.series polyline { fill: none; stroke: var(--accent, #2563eb); stroke-width: 1.5; }
        svg.series circle { fill: var(--accent, #2563eb); }
        svg.series line.change { stroke: var(--bad, #b91c1c); stroke-width: 1.5; stroke-dasharray: 3 2; }
        td.up { color: var(--bad, #b91c1c); font-weight: 600; } td.down { color: var(--good, #15803d); font-weight: 600; }
        table.history td { vertical-align: middle; }
        """;

    public static string Render(HistoryView view)
    {
        ArgumentNullException.ThrowIfNull(view);
        var html = new HtmlBuilder();
        html.Line("<!DOCTYPE html>").Line("<html lang=\"en\">").Line("<head>").Line("<meta charset=\"utf-8\">");
        html.Line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">").Line("<meta name=\"color-scheme\" content=\"light dark\">");
        html.Line("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">");
        html.Element("title", "SerBench history").Line();
        html.Raw("<style>\n").Raw(EmbeddedText.Read("SerBench.Reports.Html.report.css")).Raw(Css).Raw("\n</style>\n");
        html.Line("</head>").Line("<body>");
        html.Element("h1", "SerBench history").Line();
        html.Paragraph(HistoryText.Headline(view));
        html.Paragraph("Change points: " + view.Settings.Describe() + ". A change point is the first run of a new level; the figures either side are the medians of the runs between change points.", "muted");
        html.Paragraph("Time series are never mixed across machines: a machine is its CPU, cores, hypervisor, memory and kernel, with the runtime and its GC and PGO settings, and each has its own series.", "muted");
        foreach (var note in HistoryText.PoolingNotes(view))
        {
            html.Paragraph(note, "banner");
        }

        if (view.Series.Count == 0)
        {
            html.Paragraph("No stored cell matches the filter.", "banner");
        }

        foreach (var group in view.Series.GroupBy(s => (s.Measure, s.GroupKey)))
        {
            var first = group.First();
            var title = first.Measure == Measures.Time ? $"Time on {first.GroupName}" : $"Counts on {first.GroupName}";
            html.Heading(2, title, "g-" + first.Measure + "-" + RunIdentity.Short(first.GroupKey));
            html.Paragraph(first.Measure == Measures.Time ? "Median ns per call of each run." : "Instructions per call under callgrind (counts, not time).", "muted");
            html.Raw("<div class=\"table-wrap\"><table class=\"history\"><thead><tr><th>Cell</th><th class=\"num\">Runs</th><th class=\"num\">First</th><th class=\"num\">Latest</th><th>Change points</th><th>Series</th></tr></thead>").Line().Raw("<tbody>").Line();
            foreach (var series in group.OrderByDescending(s => s.Changes.Count).ThenBy(s => s.Cell, StringComparer.Ordinal))
            {
                WriteRow(html, series);
            }

            html.Raw("</tbody></table></div>").Line();
        }

        html.Heading(2, "Runs", "runs");
        html.Raw("<div class=\"table-wrap\"><table class=\"runs\"><thead><tr><th>Started (UTC)</th><th>Commit</th><th>Run</th><th>Machine</th><th>Libraries changed</th></tr></thead><tbody>").Line();
        foreach (var run in view.Runs)
        {
            html.Raw("<tr>").Element("td", run.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture)).Element("td", run.Commit ?? "—")
                .Element("td", RunIdentity.Short(run.RunKey)).Element("td", run.Machine + " (" + RunIdentity.Short(run.MachineKey) + ")").Element("td", run.LibraryChange ?? "").Raw("</tr>").Line();
        }

        html.Raw("</tbody></table></div>").Line();
        html.Line("</body>").Line("</html>");
        return html.ToString();
    }

    private static void WriteRow(HtmlBuilder html, HistorySeries series)
    {
        html.Raw("<tr>").Element("td", series.Cell)
            .Element("td", series.Values.Count.ToString(CultureInfo.InvariantCulture), ("class", "num"))
            .Element("td", HistoryText.Figure(series, series.Values[0]), ("class", "num"))
            .Element("td", HistoryText.Figure(series, series.Values[^1]), ("class", "num"));
        var css = series.Changes.Count == 0 ? null : series.Changes[^1].Change > 0 ? "up" : "down";
        html.Element("td", series.Changes.Count == 0 ? "none" : string.Join("; ", series.Changes.Select(c => HistoryText.Change(series, c))), ("class", css));
        html.Raw("<td>");
        Chart(html, series);
        html.Raw("</td></tr>").Line();
    }

    /// <summary>The series as a line with a dot per run (its tooltip: run, commit, figure) and a dashed line at each change point.</summary>
    private static void Chart(HtmlBuilder html, HistorySeries series)
    {
        var min = series.Values.Min();
        var max = series.Values.Max();
        var span = max > min ? max - min : Math.Max(max * 0.01, 1e-9);
        var step = series.Values.Count > 1 ? (Width - 8) / (double)(series.Values.Count - 1) : 0;
        double X(int i) => 4 + (i * step);
        double Y(double v) => Height - 4 - ((v - min) / span * (Height - 8));
        html.Open("svg", ("class", "series"), ("width", Width.ToString(CultureInfo.InvariantCulture)), ("height", Height.ToString(CultureInfo.InvariantCulture)),
            ("viewBox", $"0 0 {Width} {Height}"), ("role", "img"), ("aria-label", $"{series.Cell}: {series.Values.Count} runs, {series.Changes.Count} change points"));
        foreach (var change in series.Changes)
        {
            var x = Number((X(change.Index - 1) + X(change.Index)) / 2);
            html.Open("line", ("class", "change"), ("x1", x), ("x2", x), ("y1", "0"), ("y2", Height.ToString(CultureInfo.InvariantCulture)))
                .Element("title", HistoryText.Change(series, change)).Close("line");
        }

        html.Open("polyline", ("points", string.Join(" ", series.Values.Select((v, i) => Number(X(i)) + "," + Number(Y(v)))))).Close("polyline");
        for (var i = 0; i < series.Values.Count; i++)
        {
            var p = series.Points[i];
            html.Open("circle", ("cx", Number(X(i))), ("cy", Number(Y(series.Values[i]))), ("r", "2"))
                .Element("title", $"{p.StartedUtc:yyyy-MM-dd HH:mm} {p.Commit ?? RunIdentity.Short(p.RunKey)}: {HistoryText.Figure(series, series.Values[i])}").Close("circle");
        }

        html.Close("svg");
    }

    private static string Number(double value) => value.ToString("0.#", CultureInfo.InvariantCulture);
}
