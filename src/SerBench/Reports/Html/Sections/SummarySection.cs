using SerBench.Reports.Summary;

namespace SerBench.Reports.Html.Sections;

/// <summary>
/// The page's first picture: serializers × payloads for one operation at a time (switchable), each cell coloured
/// by the ranked figure (time, or estimated cycles: <see cref="Ranking"/>) relative to the payload's best and annotated
/// with size relative to its smallest. Ties with the best are coloured as the best; failed, not-run and not-installed
/// are shown as such, never as a colour; a disturbed time is marked !.
/// </summary>
internal sealed class SummarySection : IHtmlReportSection
{
    /// <summary>Upper bounds of the colour steps of time × fastest; above the last is the darkest.</summary>
    private static readonly double[] Steps = [1.0000001, 1.25, 1.5, 2, 3, 5, 10];

    public string Anchor => "summary";

    public string Title => "Summary";

    public bool AppliesTo(HtmlReportContext context) => context.View.Payloads.Count > 0;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var summary = RunSummary.Build(context.View);
        html.Paragraph(Introduction(summary));
        WriteSwitch(html, summary);
        WriteLegend(html, summary);
        var first = true;
        foreach (var grid in summary.Grids)
        {
            WriteGrid(html, grid, summary, hidden: !first);
            first = false;
        }
    }

    private static string Introduction(RunSummary summary)
    {
        var ranking = summary.Ranking;
        if (!ranking.ByCounts && !summary.HasBeside)
        {
            return "The whole run at once: a row per serializer, a column per payload. Colour = time relative to the payload's fastest (ties with it — overlapping intervals — count as fastest); the small figure is the serialized size relative to the payload's smallest. Rows are ordered by the geometric mean of their time ratios over the payloads they ran; (k/n) after a name: it ran k of the n payloads.";
        }

        var lead = ranking.ByCounts ? char.ToUpperInvariant(ranking.Phrase[0]) + ranking.Phrase[1..] + "; counts under callgrind, not time. " : string.Empty;
        var beside = summary.HasBeside ? $"; beside it, {(ranking.ByCounts ? "time relative to the payload's fastest" : "estimated cycles relative to the payload's fewest")} ({SummaryText.BesideLabel(summary)})" : string.Empty;
        return lead + $"The whole run at once: a row per serializer, a column per payload. Colour = {ranking.Figure} relative to the payload's {ranking.Best} (ties with it — {SummaryText.TieReason(ranking)} — count as {ranking.Best}){beside}; the small figure is the serialized size relative to the payload's smallest. Rows are ordered by the geometric mean of their {(ranking.ByCounts ? "cycles" : "time")} ratios over the payloads they ran; (k/n) after a name: it ran k of the n payloads.";
    }

    private static void WriteSwitch(HtmlBuilder html, RunSummary summary)
    {
        html.Open("p", ("class", "op-switch no-print"), ("role", "radiogroup"), ("aria-label", "Operation"));
        var first = true;
        foreach (var grid in summary.Grids)
        {
            html.Raw("<label>")
                .Open("input", ("type", "radio"), ("name", "summary-op"), ("value", grid.Operation), ("checked", first ? "checked" : null))
                .Text(" " + grid.Operation).Raw("</label> ");
            first = false;
        }

        html.Close("p").Line();
    }

    private static void WriteLegend(HtmlBuilder html, RunSummary summary)
    {
        html.Open("p", ("class", "legend-row"));
        string[] labels = [summary.Ranking.Best + " or tied", "≤ 1.25×", "≤ 1.5×", "≤ 2×", "≤ 3×", "≤ 5×", "≤ 10×", "> 10×"];
        for (var i = 0; i < labels.Length; i++)
        {
            html.Raw($"<span class=\"item\"><span class=\"swatch heat h{i.ToString(CultureInfo.InvariantCulture)}\"></span> ").Text(labels[i]).Raw("</span>");
        }

        html.Raw("<span class=\"item\"><span class=\"swatch heat-failed\"></span> failed</span>");
        html.Raw("<span class=\"item\"><span class=\"swatch heat-notrun\"></span> not run</span>");
        html.Close("p").Line();
        if (summary.AnyDisturbed)
        {
            html.Paragraph(SummaryText.DisturbedLegend.Replace("`", string.Empty, StringComparison.Ordinal), "legend-row");
        }
    }

    private static void WriteGrid(HtmlBuilder html, SummaryGrid grid, RunSummary summary, bool hidden)
    {
        html.Open("div", ("class", "table-wrap summary-grid"), ("data-op", grid.Operation), ("hidden", hidden ? "hidden" : null));
        html.Open("table", ("class", "heatmap"));
        var beside = summary.HasBeside ? $", {SummaryText.BesideLabel(summary)} × {(summary.Ranking.ByCounts ? "fastest" : "fewest")}" : string.Empty;
        html.Element("caption", $"{grid.Operation}: {(summary.Ranking.ByCounts ? "estimated cycles × fewest" : "time × fastest")}{beside}, size × smallest");
        html.Raw("<thead><tr><th scope=\"col\">Serializer</th>");
        foreach (var payload in grid.Payloads)
        {
            html.Element("th", SummaryText.ColumnName(grid, payload), ("scope", "col"), ("title", GlanceSection.PayloadLabel(payload)));
        }

        html.Raw("</tr></thead>").Line().Raw("<tbody>").Line();
        foreach (var row in grid.Rows)
        {
            html.Open("tr", ("data-id", row.Serializer));
            html.Element("th", SummaryText.RowName(row), ("scope", "row"), ("title", row.DisplayName));
            for (var i = 0; i < row.Cells.Count; i++)
            {
                WriteCell(html, summary, row, grid.Payloads[i], grid.Operation, row.Cells[i]);
            }

            html.Close("tr").Line();
        }

        if (summary.NotInstalled.Count > 0)
        {
            html.Open("tr", ("class", "heat-missing"));
            html.Element("th", $"not installed ({summary.NotInstalled.Count.ToString(CultureInfo.InvariantCulture)})", ("scope", "row"));
            html.Element("td", string.Join(", ", summary.NotInstalled.Select(s => s.Id)) + " — no figures on this machine; reasons under Not installed.", ("colspan", grid.Payloads.Count.ToString(CultureInfo.InvariantCulture)));
            html.Close("tr").Line();
        }

        html.Raw("</tbody></table></div>").Line();
    }

    private static void WriteCell(HtmlBuilder html, RunSummary summary, SummaryRow row, PayloadSection payload, string operation, SummaryCell cell)
    {
        var where = $"{row.Serializer} · {payload.Id} · {operation}";
        var ranking = summary.Ranking;
        switch (cell.State)
        {
            case SummaryState.Ok when cell.OfBest is { } ratio:
                var step = cell.BestOrTied ? 0 : Step(ratio);
                var figure = ranking.ByCounts ? $"{SummaryText.Ratio(ratio)}× the fewest estimated cycles" : $"{SummaryText.Ratio(ratio)}× the fastest";
                var beside = SummaryText.BesideText(summary, cell) is { } text ? $"; {text}×" : string.Empty;
                var disturbed = cell.Disturbed || cell.BesideDisturbed ? "; disturbed: its time may be slow" : string.Empty;
                var title = $"{where}: {figure}{(cell.BestOrTied && ratio > 1.0000001 ? $" (tied: {SummaryText.TieReason(ranking)})" : string.Empty)}{beside}; size {SummaryText.Ratio(cell.OfSmallest ?? 0)}× the smallest{disturbed}";
                html.Open("td", ("class", $"heat h{step.ToString(CultureInfo.InvariantCulture)}"), ("title", title), ("data-ratio", ratio.ToString("R", CultureInfo.InvariantCulture)));
                html.Element("b", SummaryText.Time(cell) + "×");
                if (SummaryText.BesideText(summary, cell) is { } besideText)
                {
                    html.Element("small", besideText + "×");
                }

                if (SummaryText.Size(cell) is { Length: > 0 } size)
                {
                    html.Element("small", "size " + size + "×");
                }

                html.Close("td");
                break;
            case SummaryState.Failed:
                html.Element("td", "FAILED", ("class", "heat-failed"), ("title", $"{where}: the round trip failed: {cell.Reason}"));
                break;
            case SummaryState.NotRun:
                html.Element("td", "not run", ("class", "heat-notrun"), ("title", $"{where}: {cell.Reason}"));
                break;
            default:
                html.Element("td", Labels.Dash, ("class", "heat-notrun"), ("title", $"{where}: not measured in this run"));
                break;
        }
    }

    private static int Step(double ratio)
    {
        for (var i = 0; i < Steps.Length; i++)
        {
            if (ratio <= Steps[i])
            {
                return i;
            }
        }

        return Steps.Length;
    }
}
