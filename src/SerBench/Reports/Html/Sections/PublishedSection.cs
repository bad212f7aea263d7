using SerBench.Reports.Published;

namespace SerBench.Reports.Html.Sections;

/// <summary>The seed documents' published figures beside this run's, as ratios to the same baseline serializer.</summary>
internal sealed class PublishedSection : IHtmlReportSection
{
    public string Anchor => "published";

    public string Title => "Published figures beside ours";

    public bool AppliesTo(HtmlReportContext context) => context.Run.Cells.Count > 0;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        html.Paragraph("Tables from the published benchmarks SerBench grew from, with the machine they ran on. Hardware and runtime differ, so absolute times do not travel; ratios between serializers do. A ratio column divides each row by the table's baseline (published by the published baseline, ours by our run's same serializer). The absolute figures show with \"Show every column\" at the top of the page.");
        foreach (var table in SeedComparisons.Build(context.View, context.Published))
        {
            html.Heading(3, table.Title);
            html.Paragraph(table.Source, "muted");
            var columns = new HtmlTable(
                new HtmlColumn("Payload"), new HtmlColumn("Measure"), new HtmlColumn("Published row"),
                new HtmlColumn("Published", true, Optional: true), new HtmlColumn("Published " + table.RatioBasis, true),
                new HtmlColumn("SerBench row"), new HtmlColumn("Ours", true, Optional: true), new HtmlColumn("Ours " + table.RatioBasis, true),
                new HtmlColumn("Note"));
            foreach (var row in table.Rows)
            {
                columns.Add(
                    row.OurValue is null ? "not-run" : null,
                    row.Payload, row.Measure, row.PublishedName,
                    new HtmlCell(row.PublishedValue, null),
                    new HtmlCell(Labels.Ratio(row.PublishedRatio, Units.Times), row.PublishedRatio),
                    row.OurId ?? Labels.Dash,
                    new HtmlCell(row.OurValue ?? Labels.Dash, null),
                    new HtmlCell(Labels.Ratio(row.OurRatio, Units.Times), row.OurRatio),
                    row.Remark ?? string.Empty);
            }

            columns.Write(html, "published");
            foreach (var note in table.Notes)
            {
                html.Paragraph(note, "chart-note");
            }
        }
    }
}
