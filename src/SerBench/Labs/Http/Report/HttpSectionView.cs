using SerBench.Reports.Html;
using SerBench.Reports.Html.Charts;

namespace SerBench.Labs.Http;

/// <summary>
/// The HTTP lab in report.html: bad responses first, requests/s as bars with each writer's share of raw,
/// latency percentiles, the server's counters, and seed 003's published load beside ours as ratios.
/// </summary>
internal sealed class HttpSectionView : IHtmlReportSection
{
    public string Anchor => "http";

    public string Title => "HTTP lab";

    public bool AppliesTo(HtmlReportContext context) => context.Run.Http is not null;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var section = context.Run.Http!;
        var s = section.Settings;
        html.Paragraph($"GET /customers/{{writer}}?count={s.Count} against an ASP.NET Core (Kestrel) server in its own process, loaded by {s.LoadToolVersion ?? s.LoadTool} with {string.Join(" and then ", HttpFigures.Levels(section))} connections on {s.Threads} thread(s), {s.DurationSeconds:0} s measured per writer after {s.WarmupSeconds:0} s of warm-up. raw writes bytes serialized once at start: the ceiling. Latency is the load tool's (closed loop, not corrected for coordinated omission).");
        if (s.Pacing is { } pacing)
        {
            html.Paragraph("Load " + pacing + ".");
        }

        if (section.Network is { } network)
        {
            html.Paragraph("Network: " + NetworkProbe.Describe(network) + ".");
        }

        if (s.SameMachine)
        {
            html.Paragraph("The load tool and the server share this machine's cores: compare writers with each other and with raw, not with other machines.", "banner");
        }

        WriteBad(html, section);
        foreach (var (connections, level) in HttpFigures.ByLevel(section))
        {
            var suffix = HttpFigures.LevelSuffix(section, connections);
            WriteRate(html, level, suffix);
            WriteClient(html, level, suffix);
            WriteServer(html, level, suffix);
            WriteRuntime(html, level, suffix);
        }

        WriteReference(html, section);
        if (section.Skipped.Count > 0)
        {
            html.Heading(3, "Installed serializers not served");
            html.Raw("<ul>");
            foreach (var skipped in section.Skipped)
            {
                html.Raw("<li>").Element("code", skipped.Writer).Text(": " + skipped.Reason).Raw("</li>").Line();
            }

            html.Raw("</ul>").Line();
        }

        foreach (var note in section.Notes)
        {
            html.Paragraph(note, "muted");
        }
    }

    private static void WriteBad(HtmlBuilder html, HttpSection section)
    {
        var bad = section.Writers.Where(w => w.BadResponses > 0 || w.Status != "ok").ToList();
        if (bad.Count == 0)
        {
            html.Paragraph($"No bad responses: 0 non-2xx responses and 0 socket errors across all {section.Writers.Count} writers.");
            return;
        }

        html.Heading(3, "Bad responses");
        html.Paragraph("These writers answered with errors or could not be measured: their figures are not trustworthy.", "banner");
        var table = new HtmlTable(
            new HtmlColumn("Writer"), new HtmlColumn("Non-2xx", true), new HtmlColumn("Connect", true), new HtmlColumn("Read", true),
            new HtmlColumn("Write", true), new HtmlColumn("Timeout", true), new HtmlColumn("Failure"));
        foreach (var w in bad)
        {
            var e = w.SocketErrors;
            table.Add(
                "failed",
                new HtmlCell($"{HttpFigures.BadMark} {w.Writer}{HttpFigures.LevelSuffix(section, HttpFigures.ConnectionsOf(section, w))}", CssClass: "mark-fail", Title: w.DisplayName),
                Count(w.Non2xx), Count(e.Connect), Count(e.Read), Count(e.Write), Count(e.Timeout), w.Reason ?? string.Empty);
        }

        table.Write(html, "http-bad");
    }

    private static void WriteRate(HtmlBuilder html, HttpSection section, string suffix)
    {
        var raw = HttpFigures.Raw(section);
        var ok = HttpFigures.Ranked(section).Where(w => w.Status == "ok" && w.RequestsPerSecond > 0).ToList();
        if (ok.Count == 0)
        {
            return;
        }

        var best = ok.Where(w => w.Writer != "raw").Select(w => w.RequestsPerSecond).DefaultIfEmpty(0).Max();
        var bars = ok.Select(w => new BarItem(
            HttpFigures.Name(w),
            w.RequestsPerSecond,
            raw is null ? HttpFigures.Rate(w.RequestsPerSecond) : $"{HttpFigures.Rate(w.RequestsPerSecond)} · {HttpFigures.OfRaw(w, raw)}",
            Svg.FormatClass(w.Format) + (w.RequestsPerSecond == best && w.Writer != "raw" ? " best" : string.Empty) + (w.BadResponses > 0 ? " bad" : string.Empty),
            $"{w.DisplayName} ({w.Writer}, {w.ApiShape ?? "shape not recorded"}): {HttpFigures.Rate(w.RequestsPerSecond)} requests/s, {HttpFigures.OfRaw(w, raw)} of raw, p99 {HttpFigures.Ms(w.Latency?.P99Ms)}")).ToList();
        BarChart.Write(html, "http-rps", $"HTTP · requests/s{suffix} (higher is better; % of raw after the value)", bars, v => Units.Count((long)v));
    }

    private static void WriteClient(HtmlBuilder html, HttpSection section, string suffix)
    {
        html.Heading(3, "Client figures and latency" + suffix);
        var raw = HttpFigures.Raw(section);
        var table = new HtmlTable(
            new HtmlColumn("Writer"), new HtmlColumn("API shape"), new HtmlColumn("Content-Type", Optional: true), new HtmlColumn("Response", true),
            new HtmlColumn("Requests/s", true), new HtmlColumn("% of raw", true), new HtmlColumn("Transfer", true, Optional: true),
            new HtmlColumn("p50", true), new HtmlColumn("p75", true, Optional: true), new HtmlColumn("p90", true), new HtmlColumn("p95", true, Optional: true),
            new HtmlColumn("p99", true), new HtmlColumn("p99.9", true, Optional: true), new HtmlColumn("Max", true), new HtmlColumn("Bad", true, "non-2xx responses plus socket errors"));
        foreach (var w in HttpFigures.Ranked(section).Where(w => w.Status == "ok"))
        {
            var l = w.Latency;
            var ofRaw = raw is { RequestsPerSecond: > 0 } r ? w.RequestsPerSecond / r.RequestsPerSecond : (double?)null;
            table.Add(
                w.BadResponses > 0 ? "failed" : null,
                new HtmlCell(HttpFigures.Name(w), CssClass: w.BadResponses > 0 ? "mark-fail" : null, Title: w.ResponsePath),
                w.ApiShape ?? Labels.Dash, w.ContentType ?? Labels.Dash, new HtmlCell(Labels.Bytes(w.ResponseBytes), w.ResponseBytes),
                new HtmlCell(HttpFigures.Rate(w.RequestsPerSecond), w.RequestsPerSecond), new HtmlCell(HttpFigures.OfRaw(w, raw), ofRaw),
                new HtmlCell(HttpFigures.PerSecond(w.TransferBytesPerSecond), w.TransferBytesPerSecond),
                Ms(l?.P50Ms), Ms(l?.P75Ms), Ms(l?.P90Ms), Ms(l?.P95Ms), Ms(l?.P99Ms), Ms(l?.P999Ms), Ms(l?.MaxMs), Count(w.BadResponses));
        }

        table.Write(html, "http");
    }

    private static void WriteServer(HtmlBuilder html, HttpSection section, string suffix)
    {
        html.Heading(3, "Server counters (per writer window)" + suffix);
        var table = new HtmlTable(
            new HtmlColumn("Writer"), new HtmlColumn("CPU mean", true), new HtmlColumn("CPU max", true), new HtmlColumn("Working set max", true, Optional: true),
            new HtmlColumn("GC heap max", true), new HtmlColumn("Gen 0", true, Optional: true), new HtmlColumn("Gen 1", true, Optional: true), new HtmlColumn("Gen 2", true, Optional: true),
            new HtmlColumn("Alloc rate mean", true), new HtmlColumn("Alloc/request", true), new HtmlColumn("Time in GC max", true, Optional: true), new HtmlColumn("Thread-pool queue max", true));
        foreach (var w in HttpFigures.Ranked(section).Where(w => w.Status == "ok"))
        {
            if (w.Counters is not { } c)
            {
                table.Add(null, [HttpFigures.Name(w), "no samples", .. Enumerable.Repeat<HtmlCell>(Labels.Dash, 10)]);
                continue;
            }

            table.Add(
                null, HttpFigures.Name(w),
                new HtmlCell(HttpFigures.Percent(c.CpuPercentMean), c.CpuPercentMean), new HtmlCell(HttpFigures.Percent(c.CpuPercentMax), c.CpuPercentMax),
                new HtmlCell(Units.Bytes(c.WorkingSetBytesMax), c.WorkingSetBytesMax), new HtmlCell(Units.Bytes(c.GcHeapBytesMax), c.GcHeapBytesMax),
                Count(c.Gen0Collections), Count(c.Gen1Collections), Count(c.Gen2Collections),
                new HtmlCell(HttpFigures.PerSecond(c.AllocBytesPerSecondMean), c.AllocBytesPerSecondMean),
                new HtmlCell(Labels.Bytes((long?)c.AllocBytesPerRequest), c.AllocBytesPerRequest),
                new HtmlCell(HttpFigures.Percent(c.TimeInGcPercentMax), c.TimeInGcPercentMax), Count(c.ThreadPoolQueueLengthMax));
        }

        table.Write(html, "http");
        html.Paragraph($"CPU % is of all the server's {section.Settings.ServerProcessorCount} logical cores; time in GC is GC pause time as a share of wall time.", "chart-note");
    }

    private static void WriteRuntime(HtmlBuilder html, HttpSection section, string suffix)
    {
        var measured = HttpFigures.Ranked(section).Where(w => w.Status == "ok" && w.RuntimeCounters is not null).ToList();
        if (measured.Count == 0)
        {
            return;
        }

        html.Heading(3, "Runtime counters over EventPipe (per writer window)" + suffix);
        var table = new HtmlTable(
            new HtmlColumn("Writer"), new HtmlColumn("Exceptions/s", true), new HtmlColumn("Lock contentions/s", true), new HtmlColumn("Thread-pool threads max", true),
            new HtmlColumn("JIT'd methods", true, Optional: true), new HtmlColumn("JIT'd in window", true), new HtmlColumn("Gen 0", true, Optional: true), new HtmlColumn("Gen 2", true),
            new HtmlColumn("LOH max", true), new HtmlColumn("POH max", true, Optional: true), new HtmlColumn("Fragmentation max", true), new HtmlColumn("Time in GC max", true, Optional: true));
        foreach (var w in measured)
        {
            var c = w.RuntimeCounters!;
            table.Add(
                null, HttpFigures.Name(w), Num(c.ExceptionsPerSecond), Num(c.LockContentionsPerSecond), Num(c.ThreadPoolThreadsMax), Num(c.MethodsJitted), Num(c.MethodsJittedInWindow),
                Num(c.Gen0Collections), Num(c.Gen2Collections), new HtmlCell(HttpFigures.Size(c.LohBytesMax), c.LohBytesMax), new HtmlCell(HttpFigures.Size(c.PohBytesMax), c.PohBytesMax),
                new HtmlCell(HttpFigures.Percent(c.FragmentationPercentMax), c.FragmentationPercentMax), new HtmlCell(HttpFigures.Percent(c.TimeInGcPercentMax), c.TimeInGcPercentMax));
        }

        table.Write(html, "http");
        html.Paragraph("Read from outside the server process over EventPipe (System.Runtime counters, 1 s interval). JIT'd in window above zero: the server was still compiling code while the writer was measured.", "chart-note");
    }

    private static HtmlCell Num(double? value) => new(HttpFigures.Number(value), value);

    private static void WriteReference(HtmlBuilder html, HttpSection section)
    {
        if (section.Reference.Count == 0)
        {
            return;
        }

        html.Heading(3, "Seed 003's published load beside this run");
        html.Paragraph((section.ReferenceSource ?? "Seed 003's published table.") + " Each side's rates are ratios to its own first row of the profile (the base), never ours over theirs.", "muted");
        var table = new HtmlTable(
            new HtmlColumn("Seed profile"), new HtmlColumn("Seed writer"), new HtmlColumn("Conn.", true), new HtmlColumn("Seed req/s", true), new HtmlColumn("Seed p99", true),
            new HtmlColumn("Base"), new HtmlColumn("Seed req/s ÷ base", true), new HtmlColumn("Our writer"), new HtmlColumn("Our req/s", true), new HtmlColumn("Ours ÷ base", true),
            new HtmlColumn("Seed p99 ÷ base", true), new HtmlColumn("Our p99 ÷ base", true));
        foreach (var r in SeedHttpRatio.Of(section))
        {
            var seed = r.Seed;
            table.Add(
                r.Ours is null ? "not-run" : null,
                seed.Profile, seed.Writer, Count(seed.Connections), new HtmlCell(HttpFigures.Rate(seed.RequestsPerSecond), seed.RequestsPerSecond), Ms(seed.P99Ms),
                r.BaseLabel, new HtmlCell(Labels.Ratio(r.SeedRate, Units.Times), r.SeedRate), r.OurLabel,
                new HtmlCell(r.Ours is null ? Labels.Dash : HttpFigures.Rate(r.Ours.RequestsPerSecond), r.Ours?.RequestsPerSecond),
                new HtmlCell(Labels.Ratio(r.OurRate, Units.Times), r.OurRate), new HtmlCell(Labels.Ratio(r.SeedP99, Units.Times), r.SeedP99),
                new HtmlCell(Labels.Ratio(r.OurP99, Units.Times), r.OurP99));
        }

        table.Write(html, "http");
    }

    private static HtmlCell Ms(double? ms) => new(HttpFigures.Ms(ms), ms);

    private static HtmlCell Count(long value) => new(Units.Count(value), value);
}
