using SerBench.Reports.Html;

namespace SerBench.Compare;

/// <summary>compare.html: the same content as compare.md as one self-contained page with sortable tables.</summary>
internal static class CompareHtml
{
    public static string Render(RunComparison comparison)
    {
        var html = new HtmlBuilder();
        html.Line("<!DOCTYPE html>").Line("<html lang=\"en\">").Line("<head>").Line("<meta charset=\"utf-8\">");
        html.Line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">").Line("<meta name=\"color-scheme\" content=\"light dark\">");
        html.Line("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">");
        html.Element("title", "SerBench comparison").Line();
        html.Raw("<style>\n").Raw(EmbeddedText.Read("SerBench.Reports.Html.report.css"))
            .Raw("td.slower, td.nowfailing { color: var(--bad); font-weight: 600; } td.faster, td.nowpassing { color: var(--good); font-weight: 600; }\n")
            .Raw(CompareSummaryHtml.Css).Raw("</style>\n");
        html.Line("</head>").Line("<body>");
        html.Element("h1", "SerBench comparison").Line();
        html.Raw("<ul>").Element("li", CompareText.Run("Before", comparison.Before) + $" ({comparison.BeforeName})")
            .Element("li", CompareText.Run("After", comparison.After) + $" ({comparison.AfterName})").Raw("</ul>").Line();
        html.Paragraph(MachineCheck.Verdict(comparison.Before, comparison.After), MachineCheck.SameMachine(comparison.Before, comparison.After) ? null : "banner");
        foreach (var warning in comparison.Warnings)
        {
            html.Paragraph(warning, "banner");
        }

        html.Paragraph(comparison.Judged, "banner");
        html.Paragraph(comparison.SpeedNote);
        CompareSummaryHtml.Write(html, comparison);
        html.Heading(2, "Setup differences");
        if (comparison.Differences.Count == 0)
        {
            html.Paragraph("Same machine, runtime, preset and library versions.");
        }
        else
        {
            html.Paragraph("The runs differ in setup; a change below may come from these rather than from the code.", "banner");
            var table = new HtmlTable(new HtmlColumn("Property"), new HtmlColumn("Before"), new HtmlColumn("After"));
            foreach (var d in comparison.Differences)
            {
                table.Add(null, d.Name, d.Before, d.After);
            }

            table.Write(html);
        }

        html.Heading(2, "Summary");
        html.Paragraph(comparison.Summary, "banner");
        html.Paragraph("Noise threshold: " + comparison.NoiseRule + ".", "muted");
        foreach (var (verdict, title) in CompareText.GroupsOf(comparison))
        {
            var cells = comparison.With(verdict).ToList();
            if (cells.Count == 0)
            {
                continue;
            }

            html.Heading(2, $"{title} ({cells.Count})");
            var columns = CompareText.Columns(comparison).Select(c => new HtmlColumn(c.Header, c.Numeric)).ToArray();
            var table = new HtmlTable(columns);
            var css = verdict.ToString().ToLowerInvariant();
            foreach (var c in cells.OrderByDescending(c => Math.Abs(c.Change ?? 0)))
            {
                var sort = CompareText.SortValues(c);
                table.Add(null, [.. CompareText.Row(c).Select((text, i) => columns[i].Numeric ? new HtmlCell(text, sort[i], i == CompareText.ChangeColumn ? css : null) : new HtmlCell(text))]);
            }

            table.Write(html, "compare");
        }

        foreach (var (title, keys) in new[] { ("Only in the first run", comparison.OnlyBefore), ("Only in the second run", comparison.OnlyAfter) })
        {
            if (keys.Count > 0)
            {
                html.Heading(2, title).Raw("<ul>");
                foreach (var key in keys)
                {
                    html.Element("li", key.ToString());
                }

                html.Raw("</ul>").Line();
            }
        }

        html.Raw("<script>\n").Raw(EmbeddedText.Read("SerBench.Reports.Html.report.js")).Raw("</script>\n").Line("</body>").Line("</html>");
        return html.ToString();
    }
}
