using SerBench.Reports.Html;

namespace SerBench.Labs.Scenarios;

/// <summary>The six scenarios of seed 001 in report.html: per payload, each serializer's time and allocations with its ratio to the baseline, and the seed's ratios beside them.</summary>
internal sealed class ScenariosSectionView : IHtmlReportSection
{
    public string Anchor => "scenarios";

    public string Title => "Scenarios (seed 001)";

    public bool AppliesTo(HtmlReportContext context) => context.Run.Scenarios is not null;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var section = context.Run.Scenarios!;
        html.Paragraph($"Times are per benchmark call (10 operations for the \"Multiple Times\" scenarios, on the same object as seed 001 did, and for the \"10 different\" variants, on 10 different objects); ratios are to {section.Baseline} on the same scenario and payload (lower is better). {section.Variants}");
        foreach (var payload in section.Rows.GroupBy(r => r.Payload, StringComparer.Ordinal))
        {
            html.Heading(3, "Payload " + payload.Key);
            var table = new HtmlTable(
                new HtmlColumn("Scenario"), new HtmlColumn("Serializer"), new HtmlColumn("Median", true, "~ = noisy"), new HtmlColumn("Allocated", true),
                new HtmlColumn($"× {section.Baseline}", true), new HtmlColumn("Seed × STJ", true, "seed 001's published ratio, other hardware"), new HtmlColumn("Note"));
            foreach (var row in payload.OrderBy(r => r.Scenario, StringComparer.Ordinal).ThenBy(r => r.MedianNs ?? double.MaxValue))
            {
                var ok = row.Status == CellStatus.Ok;
                var seed = section.Seed.FirstOrDefault(s => Same(s.Scenario, row.Scenario) && Same(s.Payload, row.Payload) && Seed001Rows.SeedName(row.Serializer) is { } name && Same(s.Serializer, name));
                table.Add(
                    ok ? null : row.Status == CellStatus.Failed ? "failed" : "not-run",
                    row.Scenario, row.Serializer,
                    new HtmlCell(row.MedianNs is { } ns ? Units.Time(ns) + (row.Noisy ? " " + Labels.NoisyMark : string.Empty) : Labels.Dash, row.MedianNs, row.Noisy ? "noisy" : null),
                    new HtmlCell(row.AllocatedBytes is { } a ? Units.Bytes(a) : Labels.Dash, row.AllocatedBytes),
                    new HtmlCell(Labels.Ratio(row.Ratio, Units.Times), row.Ratio),
                    new HtmlCell(Labels.Ratio(seed?.RatioToSystemTextJson, Units.Times), seed?.RatioToSystemTextJson),
                    new HtmlCell(ok ? string.Empty : $"{row.Status}: {row.Reason}", CssClass: row.Status == CellStatus.Failed ? "mark-fail" : null));
            }

            table.Write(html, "scenarios");
        }

        WriteSeed(html, section);
    }

    private static void WriteSeed(HtmlBuilder html, ScenariosSection section)
    {
        if (section.Seed.Count == 0)
        {
            return;
        }

        html.Open("details").Open("summary").Text($"Seed 001's published table ({section.Seed.Count} rows, other hardware: compare the ratios)").Close("summary");
        var table = new HtmlTable(new HtmlColumn("Scenario"), new HtmlColumn("Payload"), new HtmlColumn("Serializer"), new HtmlColumn("Mean", true), new HtmlColumn("Allocated", true), new HtmlColumn("× STJ", true), new HtmlColumn("Note"));
        foreach (var s in section.Seed)
        {
            table.Add(null, s.Scenario, s.Payload, s.Serializer, new HtmlCell(Units.Time(s.MeanNs), s.MeanNs), new HtmlCell(s.AllocatedBytes is { } a ? Units.Bytes(a) : Labels.Dash, s.AllocatedBytes),
                new HtmlCell(Labels.Ratio(s.RatioToSystemTextJson, Units.Times), s.RatioToSystemTextJson), s.Note ?? string.Empty);
        }

        table.Write(html, "scenarios");
        html.Close("details").Line();
    }

    private static bool Same(string a, string b) => string.Equals(a, b, StringComparison.OrdinalIgnoreCase);
}
