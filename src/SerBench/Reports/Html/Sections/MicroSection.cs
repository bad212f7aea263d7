using SerBench.Reports.Html.Charts;

namespace SerBench.Reports.Html.Sections;

/// <summary>
/// The micro lab: per payload, bar charts of time (one per operation) and of size, the time-vs-size
/// scatter per operation, then the sortable tables with every measure and mark, and the failures.
/// </summary>
internal sealed class MicroSection : IHtmlReportSection
{
    public string Anchor => "micro";

    public string Title => "Micro benchmarks";

    public bool AppliesTo(HtmlReportContext context) => context.View.Payloads.Count > 0;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        html.Paragraph(Introduction(context.Run));
        WriteLegend(html, context.Run.HasTime);
        var missing = context.Run.Serializers.Where(s => !s.Installed).Select(s => s.Id).ToList();
        if (missing.Count > 0)
        {
            html.Paragraph($"Not installed on this machine, so in no table: {string.Join(", ", missing)} (why: see Not installed).", "muted");
        }

        html.Open("nav", ("class", "toc"), ("aria-label", "Payloads"));
        foreach (var section in context.View.Payloads)
        {
            html.Element("a", GlanceSection.PayloadLabel(section), ("href", "#" + PayloadAnchor(section))).Line();
        }

        html.Close("nav").Line();
        foreach (var section in context.View.Payloads)
        {
            html.Open("div", ("class", "payload"), ("id", PayloadAnchor(section))).Line();
            html.Heading(3, "Payload " + GlanceSection.PayloadLabel(section));
            if (section.Record?.Description is { Length: > 0 } description)
            {
                html.Paragraph(description, "muted");
            }

            WriteCharts(html, context, section);
            MicroTables.Write(html, context, section);
            html.Close("div").Line();
        }
    }

    public static string PayloadAnchor(PayloadSection section) => $"payload-{section.Id}-{section.Size}";

    private static string Introduction(RunFile run) => (run.HasTime, run.HasCounts) switch
    {
        (false, _) => "Estimated cycles of one operation under callgrind (counts, not time) and the serialized size, per payload. In every chart the outlined bar is the best; bars are coloured by format family. Lower is better everywhere.",
        (true, true) => "Median time of one operation, its estimated cycles under callgrind (counts, not time) and the serialized size, per payload. In every chart the outlined bar is the best; bars are coloured by format family. Lower is better everywhere.",
        _ => "Median time of one operation and the serialized size, per payload. In every chart the outlined bar is the best; bars are coloured by format family. Lower is better everywhere.",
    };

    private static void WriteLegend(HtmlBuilder html, bool hasTime)
    {
        html.Open("p", ("class", "legend-row"));
        foreach (var (css, name) in new[] { ("fmt-json", "JSON"), ("fmt-xml", "XML / binary XML"), ("fmt-protobuf", "Protobuf"), ("fmt-jsv", "JSV"), ("fmt-binary", "binary (BSON, .NET, custom)"), ("fmt-other", "other") })
        {
            html.Raw($"<span class=\"item\"><span class=\"swatch {css}\"></span> ").Text(name).Raw("</span>");
        }

        html.Raw("<span class=\"item\"><span class=\"swatch best\"></span> best</span>");
        if (hasTime)
        {
            html.Raw("<span class=\"item\">~ noisy (CI half-width above 5 % of the median)</span>");
        }

        html.Close("p").Line();
    }

    private static void WriteCharts(HtmlBuilder html, HtmlReportContext context, PayloadSection section)
    {
        var view = context.View;
        html.Open("div", ("class", "grid2")).Line();
        foreach (var operation in section.Operations)
        {
            var ok = OkRows(operation).OrderBy(r => r.Cell.MedianNs).ToList();
            if (ok.Count == 0)
            {
                continue;
            }

            var best = ok[0].Cell.MedianNs;
            var bars = ok.Select(r => new BarItem(
                r.Cell.Serializer,
                r.Cell.MedianNs!.Value,
                Labels.Median(r.Cell),
                Classes(r, r.Cell.MedianNs == best),
                Tooltip(view, r))).ToList();
            BarChart.Write(html, "time", $"{section.Id} · {operation.Operation} · median time", bars, Units.Time);
        }

        foreach (var operation in section.Operations)
        {
            WriteCyclesChart(html, view, section, operation);
        }

        var sizes = SizeRows(section);
        if (sizes.Count > 0)
        {
            var smallest = sizes[0].SizeBytes;
            var bars = sizes.Select(r => new BarItem(
                r.Cell.Serializer,
                r.SizeBytes!.Value,
                Labels.Bytes(r.SizeBytes),
                Classes(r, r.SizeBytes == smallest) + " size",
                $"{view.DisplayName(r.Cell.Serializer)}: {Labels.Bytes(r.SizeBytes)}, gzip {Labels.Compressed(r.Cell, r.Cell.GzipBytes)}, brotli {Labels.Compressed(r.Cell, r.Cell.BrotliBytes)}, zstd {Labels.Compressed(r.Cell, r.Cell.ZstdBytes)}",
                r.Cell.BrotliBytes)).ToList();
            BarChart.Write(html, "size", $"{section.Id} · serialized size", bars, Units.Bytes, secondaryLegend: "thin bar: brotli-compressed size");
        }

        html.Close("div").Line();
        html.Open("div", ("class", "grid2")).Line();
        foreach (var operation in section.Operations)
        {
            var points = OkRows(operation)
                .Where(r => r.SizeBytes is > 0)
                .Select(r => new ScatterPoint(r.Cell.Serializer, r.SizeBytes!.Value, r.Cell.MedianNs!.Value, Classes(r, best: false), Tooltip(view, r)))
                .ToList();
            if (points.Count > 0)
            {
                ScatterChart.Write(html, $"{section.Id} · {operation.Operation} · time vs size", points, "serialized size", Units.Bytes, "median time", Units.Time);
            }
        }

        html.Close("div").Line();
    }

    /// <summary>A counted run's bars of estimated cycles per operation: counts, titled so, never drawn as time.</summary>
    private static void WriteCyclesChart(HtmlBuilder html, RunView view, PayloadSection section, OperationTable operation)
    {
        var counted = operation.Rows.Where(r => r.Cell.Status == CellStatus.Ok && r.Cell.Counts?.EstimatedCycles is > 0).OrderBy(r => r.Cell.Counts!.EstimatedCycles).ToList();
        if (counted.Count == 0)
        {
            return;
        }

        var bars = counted.Select(r => new BarItem(
            r.Cell.Serializer,
            r.Cell.Counts!.EstimatedCycles,
            CountsLabels.Count(r.Cell.Counts.EstimatedCycles),
            Classes(r, r.CyclesOfBest is 1),
            $"{view.DisplayName(r.Cell.Serializer)}: {CountsLabels.Count(r.Cell.Counts.EstimatedCycles)} estimated cycles, {CountsLabels.Count(r.Cell.Counts.Instructions)} instructions, {CountsLabels.OfFewest(r)} of fewest")).ToList();
        BarChart.Write(html, "cycles", $"{section.Id} · {operation.Operation} · estimated cycles (counts, not time)", bars, CountsLabels.Count);
    }

    private static IEnumerable<OperationRow> OkRows(OperationTable operation) =>
        operation.Rows.Where(r => r.Cell.Status == CellStatus.Ok && r.Cell.MedianNs is > 0);

    /// <summary>One row per serializer with a size, smallest first.</summary>
    private static List<OperationRow> SizeRows(PayloadSection section) =>
        section.Operations.SelectMany(o => o.Rows)
            .Where(r => r.Cell.Status == CellStatus.Ok && r.SizeBytes is > 0)
            .GroupBy(r => r.Cell.Serializer, StringComparer.OrdinalIgnoreCase)
            .Select(g => g.First())
            .OrderBy(r => r.SizeBytes)
            .ThenBy(r => r.Cell.Serializer, StringComparer.Ordinal)
            .ToList();

    private static string Classes(OperationRow row, bool best) =>
        Svg.FormatClass(row.Serializer?.Format) + (best ? " best" : string.Empty) + (row.Cell.Noisy ? " noisy" : string.Empty);

    private static string Tooltip(RunView view, OperationRow r) =>
        $"{view.DisplayName(r.Cell.Serializer)} ({r.Cell.Serializer}, {r.ApiShape ?? "shape not recorded"}): {Labels.Median(r.Cell)} {Labels.HalfWidth(r)}, "
        + $"{Labels.Ratio(r.OfBest, Units.Percent)} of best, allocated {Labels.Allocated(r.Cell)}, size {Labels.Bytes(r.SizeBytes)}";
}
