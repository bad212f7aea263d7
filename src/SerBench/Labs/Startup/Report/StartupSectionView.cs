using SerBench.Reports.Html;
using SerBench.Reports.Html.Charts;

namespace SerBench.Labs.Startup;

/// <summary>
/// The startup lab in report.html: the first serialize and deserialize in fresh processes (median and range
/// over the processes), JIT beside ReadyToRun, and what each serializer needs under NativeAOT.
/// </summary>
internal sealed class StartupSectionView : IHtmlReportSection
{
    public string Anchor => "startup";

    public string Title => "Startup";

    public bool AppliesTo(HtmlReportContext context) => context.Run.Startup is not null;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var startup = context.Run.Startup!;
        html.Paragraph($"The first serialize (codec creation included) and the first deserialize, each serializer in {startup.Processes} fresh processes per mode ({string.Join(", ", startup.Modes)}). Single shots: median and range over the processes, never steady-state figures. ÷ JIT below 1 means the mode (ReadyToRun, NativeAOT) shortened the first call.");
        foreach (var note in startup.Notes)
        {
            html.Paragraph(note, "muted");
        }

        WriteChart(html, startup);
        var table = new HtmlTable(
            new HtmlColumn("Serializer"), new HtmlColumn("Payload"), new HtmlColumn("Mode"), new HtmlColumn("First serialize", true, "median over the processes"), new HtmlColumn("Range", false),
            new HtmlColumn("First deserialize", true), new HtmlColumn("Range", false), new HtmlColumn("Second serialize", true), new HtmlColumn("÷ JIT", true, "first serialize, this mode (ReadyToRun or NativeAOT) over JIT"),
            new HtmlColumn("Process wall", true), new HtmlColumn("Note"));
        foreach (var row in startup.Rows.OrderBy(r => r.Serializer, StringComparer.Ordinal).ThenBy(r => r.Payload, StringComparer.Ordinal).ThenBy(r => r.Mode, StringComparer.Ordinal))
        {
            var ok = row.Status == CellStatus.Ok;
            var ratio = RatioToJit(startup, row);
            table.Add(
                ok ? null : row.Status == CellStatus.Failed ? "failed" : "not-run",
                row.Serializer, row.Payload, row.Mode,
                Median(row.FirstSerialize), Range(row.FirstSerialize), Median(row.FirstDeserialize), Range(row.FirstDeserialize), Median(row.SecondSerialize),
                new HtmlCell(Labels.Ratio(ratio, Units.Times), ratio, ratio < 1 ? "best" : null), Median(row.ProcessWall),
                new HtmlCell(ok ? string.Empty : $"{row.Status}: {row.Reason}", CssClass: row.Status == CellStatus.Failed ? "mark-fail" : null));
        }

        table.Write(html, "startup");
        WriteNativeAot(html, startup);
        WriteNativeAotTimings(html, startup);
    }

    private static void WriteChart(HtmlBuilder html, StartupSection startup)
    {
        var jit = startup.Rows.Where(r => r.Status == CellStatus.Ok && r.Mode == "jit" && r.FirstSerialize is not null).OrderBy(r => r.FirstSerialize!.MedianNs).ToList();
        if (jit.Count == 0)
        {
            return;
        }

        var bars = jit.Select(r =>
        {
            var r2r = startup.Rows.FirstOrDefault(o => o.Mode == "r2r" && o.Status == CellStatus.Ok && o.Serializer == r.Serializer && o.Payload == r.Payload)?.FirstSerialize;
            return new BarItem(
                $"{r.Serializer} · {r.Payload}",
                r.FirstSerialize!.MedianNs,
                Units.Time(r.FirstSerialize.MedianNs),
                "fmt-other" + (r == jit[0] ? " best" : string.Empty),
                $"{r.Serializer} {r.Payload}: first serialize {Units.Time(r.FirstSerialize.MedianNs)} (JIT, {Units.Time(r.FirstSerialize.MinNs)}–{Units.Time(r.FirstSerialize.MaxNs)}){(r2r is null ? string.Empty : $", R2R {Units.Time(r2r.MedianNs)}")}",
                r2r?.MedianNs);
        }).ToList();
        BarChart.Write(html, "startup", "First serialize in a fresh process, JIT (median; lower is better)", bars, Units.Time, bars.Any(b => b.Secondary is not null) ? "thin bar: the same with ReadyToRun" : null);
    }

    private static double? RatioToJit(StartupSection startup, StartupRow row)
    {
        if (row.Mode == "jit" || row.FirstSerialize is not { } mine)
        {
            return null;
        }

        var jit = startup.Rows.FirstOrDefault(o => o.Mode == "jit" && o.Status == CellStatus.Ok && o.Serializer == row.Serializer && o.Payload == row.Payload)?.FirstSerialize;
        return jit is { MedianNs: > 0 } j ? mine.MedianNs / j.MedianNs : null;
    }

    private static void WriteNativeAot(HtmlBuilder html, StartupSection startup)
    {
        if (startup.NativeAot is not { } aot)
        {
            return;
        }

        html.Heading(3, "NativeAOT");
        html.Paragraph(aot.Measured ? "From this machine's latest serbench aot check." : "NativeAOT not checked: " + (aot.Missing ?? "no reason recorded") + ".", "muted");
        var table = new HtmlTable(new HtmlColumn("Serializer"), new HtmlColumn("NativeAOT"), new HtmlColumn("Warnings and why"));
        foreach (var row in aot.Rows)
        {
            var label = row.Outcome is { } outcome ? Aot.AotOutcome.Label(outcome) : (row.TrimSafe ? "yes" : "no");
            var css = row.Outcome == Aot.AotOutcome.NotChecked ? null : row.TrimSafe ? "best" : "mark-fail";
            table.Add(null, row.Serializer, new HtmlCell(label, CssClass: css), row.Note);
        }

        table.Write(html, "startup");
    }

    private static void WriteNativeAotTimings(HtmlBuilder html, StartupSection startup)
    {
        if (!startup.Modes.Contains(StartupMode.NativeAot))
        {
            return;
        }

        var r2r = NativeAotComparison.HasReadyToRun(startup);
        html.Heading(3, r2r ? "NativeAOT beside JIT and ReadyToRun" : "NativeAOT beside JIT");
        html.Paragraph(
            "Medians over the processes. Each row measured under NativeAOT runs from its own probe binary, published with that row alone; Binary is that executable's size, "
            + (startup.NativeAotBaseline?.BinaryBytes is { } empty ? $"Above empty what it adds to the probe published with no row ({Units.Bytes(empty)})." : "Above empty needs the probe published with no row, which was not built.")
            + " Rows the NativeAOT check says fail, or never checked, are listed with the reason. Under NativeAOT nothing is compiled at run time: the first call is type loading and the serializer's own first-use setup.",
            "muted");
        var columns = new List<HtmlColumn> { new("Serializer"), new("Payload") };
        foreach (var figure in new[] { "First serialize", "First deserialize", "Process wall" })
        {
            columns.Add(new HtmlColumn($"{figure} JIT", true));
            if (r2r)
            {
                columns.Add(new HtmlColumn("R2R", true, $"{figure.ToLowerInvariant()}, ReadyToRun"));
            }

            columns.Add(new HtmlColumn("NativeAOT", true, $"{figure.ToLowerInvariant()}, NativeAOT"));
        }

        columns.AddRange([new HtmlColumn("Binary", true, "the row's NativeAOT probe executable"), new HtmlColumn("Above empty", true, "binary minus the probe published with no row"), new HtmlColumn("Note")]);
        var table = new HtmlTable([.. columns]);
        foreach (var row in NativeAotComparison.Of(startup))
        {
            var cells = new List<HtmlCell> { row.Serializer, row.Payload };
            foreach (var figure in new Func<StartupRow, Spread?>[] { r => r.FirstSerialize, r => r.FirstDeserialize, r => r.ProcessWall })
            {
                cells.Add(Time(NativeAotComparison.Median(row.Jit, figure)));
                if (r2r)
                {
                    cells.Add(Time(NativeAotComparison.Median(row.R2r, figure)));
                }

                cells.Add(Time(NativeAotComparison.Median(row.Aot, figure)));
            }

            cells.AddRange([
                new HtmlCell(Labels.Bytes(row.Aot.BinaryBytes), row.Aot.BinaryBytes),
                new HtmlCell(Labels.Bytes(row.AboveEmpty), row.AboveEmpty),
                new HtmlCell(row.Note, CssClass: row.Aot.Status == CellStatus.Failed ? "mark-fail" : null)]);
            table.Add(row.Aot.Status == CellStatus.Ok ? null : row.Aot.Status == CellStatus.Failed ? "failed" : "not-run", [.. cells]);
        }

        table.Write(html, "startup");
    }

    private static HtmlCell Time(double? ns) => new(LabText.Time(ns), ns);

    private static HtmlCell Median(Spread? spread) => new(spread is null ? Labels.Dash : Units.Time(spread.MedianNs), spread?.MedianNs);

    private static string Range(Spread? spread) => spread is null ? Labels.Dash : $"{Units.Time(spread.MinNs)}–{Units.Time(spread.MaxNs)} (n={spread.Count})";
}
