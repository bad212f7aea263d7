using SerBench.Reports.Html;
using SerBench.Reports.Html.Charts;

namespace SerBench.Labs.Robustness;

/// <summary>
/// The robustness lab in report.html: outcome counts per serializer as a chart, the per-serializer summary with
/// its security verdict, and the severe findings (hang, crash, out of memory, runaway allocation).
/// </summary>
internal sealed class RobustnessSectionView : IHtmlReportSection
{
    public string Anchor => "robustness";

    public string Title => "Robustness";

    public bool AppliesTo(HtmlReportContext context) => context.Run.Robustness is not null;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var section = context.Run.Robustness!;
        html.Paragraph($"Corrupted inputs fed to each deserializer, seed {section.Seed} (--seed {section.Seed} rebuilds the same corpus), at most {section.Sample} cases per mutation kind and cell, {Units.Count(section.TimeoutMs)} ms and a {Units.Count(section.MemoryMb)} MiB heap per case in an isolated worker. Outcomes: rejected (threw), equal (accepted, same value), different (accepted, another value: silent corruption), hang, crash, out of memory; alloc≫input: allocated over {Units.Count(section.ExcessiveAllocationRatio)}× the input and at least 64 MiB.");
        WriteChart(html, section);
        WriteSummary(html, section);
        WriteFindings(html, section);
    }

    private static void WriteChart(HtmlBuilder html, RobustnessSection section)
    {
        // The share of cases that went wrong (anything but a clean rejection or an equal read), worst first.
        var rows = section.Serializers.Where(s => s.Cases > 0).Select(s => (s, Bad: Bad(s.Counts) / (double)s.Cases)).OrderByDescending(x => x.Bad).ThenBy(x => x.s.Serializer, StringComparer.Ordinal).ToList();
        if (rows.Count == 0)
        {
            return;
        }

        var bars = rows.Select(x => new BarItem(
            x.s.Serializer,
            x.Bad,
            Units.Percent(x.Bad),
            Unsafe(x.s) ? "fmt-other bad" : "fmt-other",
            $"{x.s.Serializer}: {Summary(x.s.Counts)} of {Units.Count(x.s.Cases)} cases; security: {x.s.Security}")).ToList();
        BarChart.Write(html, "robustness", "Share of corrupted inputs not cleanly rejected (different, hang, crash, oom; lower is better)", bars, v => Units.Percent(v));
    }

    private static void WriteSummary(HtmlBuilder html, RobustnessSection section)
    {
        var table = new HtmlTable(
            new HtmlColumn("Serializer"), new HtmlColumn("Cells", true), new HtmlColumn("Cases", true), new HtmlColumn("Rejected", true), new HtmlColumn("Equal", true),
            new HtmlColumn("Different", true, "accepted, another value: silent corruption"), new HtmlColumn("Hang", true), new HtmlColumn("Crash", true), new HtmlColumn("OOM", true),
            new HtmlColumn("Alloc≫input", true), new HtmlColumn("Security"), new HtmlColumn("Leaky exceptions", Help: "exception types that usually mean a bug rather than bad data"));
        foreach (var s in section.Serializers)
        {
            var c = s.Counts;
            var unsafeRow = Unsafe(s);
            table.Add(
                unsafeRow ? "failed" : null,
                s.Serializer, Count(s.Cells), Count(s.Cases), Count(c.Rejected), Count(c.Equal), Mark(c.Different), Mark(c.Hang), Mark(c.Crash), Mark(c.OutOfMemory), Mark(c.ExcessiveAllocation),
                new HtmlCell(s.Security, CssClass: unsafeRow ? "mark-fail" : "best"), s.LeakyExceptions ?? Labels.Dash);
        }

        table.Write(html, "robustness");
        var notRun = section.Cells.Count(c => c.Status == "not-run");
        if (notRun > 0)
        {
            html.Paragraph($"{notRun} serializer × payload pairs were not run (unsupported payloads, or a worker that could not start); run.json has each reason.", "chart-note");
        }
    }

    private static void WriteFindings(HtmlBuilder html, RobustnessSection section)
    {
        var severe = section.Cells.SelectMany(c => c.Findings.Where(f => f.Outcome is not "different" || f.ExcessiveAllocation).Select(f => (c, f))).ToList();
        if (severe.Count == 0)
        {
            return;
        }

        html.Heading(3, "Severe findings");
        var table = new HtmlTable(new HtmlColumn("Serializer"), new HtmlColumn("Payload"), new HtmlColumn("Case"), new HtmlColumn("Input", true), new HtmlColumn("Outcome"), new HtmlColumn("Detail"), new HtmlColumn("Saved input"));
        foreach (var (cell, f) in severe)
        {
            var outcome = f.ExcessiveAllocation ? $"{f.Outcome}, allocated {Units.Bytes(f.AllocatedBytes ?? 0)}" : f.Outcome;
            table.Add(
                "failed", cell.Serializer, cell.Payload, $"#{f.Case} {f.Kind}: {f.Label}", new HtmlCell(Units.Bytes(f.InputBytes), f.InputBytes),
                new HtmlCell(outcome, CssClass: "mark-fail"), f.Exception is null ? f.Detail ?? string.Empty : $"{f.Exception}: {f.Detail}", f.File ?? Labels.Dash);
        }

        table.Write(html, "robustness");
    }

    private static int Bad(RobustnessCounts c) => c.Different + c.Hang + c.Crash + c.OutOfMemory;

    private static bool Unsafe(RobustnessSerializerRecord s) =>
        s.Counts.Hang + s.Counts.Crash + s.Counts.OutOfMemory + s.Counts.ExcessiveAllocation > 0 || s.Security.Contains("unsafe", StringComparison.OrdinalIgnoreCase);

    private static string Summary(RobustnessCounts c) =>
        $"{Units.Count(c.Rejected)} rejected, {Units.Count(c.Equal)} equal, {Units.Count(c.Different)} different, {Units.Count(c.Hang)} hang, {Units.Count(c.Crash)} crash, {Units.Count(c.OutOfMemory)} oom";

    private static HtmlCell Count(long value) => new(Units.Count(value), value);

    private static HtmlCell Mark(long value) => new(Units.Count(value), value, value > 0 ? "mark-fail" : null);
}
