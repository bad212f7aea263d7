using SerBench.Reports.Html;
using SerBench.Reports.Html.Charts;

namespace SerBench.Labs.Echo;

/// <summary>
/// The echo lab in report.html: wrong or missing replies first, then per payload messages/s as bars with each
/// row's fraction of raw, a table of sizes and latency percentiles, and seed 002's figures beside ours as ratios.
/// </summary>
internal sealed class EchoSectionView : IHtmlReportSection
{
    public string Anchor => "echo";

    public string Title => "Echo lab";

    public bool AppliesTo(HtmlReportContext context) => context.Run.Echo is not null;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var view = new EchoView(context.Run.Echo!);
        var s = view.Section.Settings;
        WriteErrors(html, view);
        html.Paragraph($"{Units.Count(s.Clients)} clients × {Units.Count(s.InFlight)} messages in flight over TCP, each reply sending the next; {EchoFormat.Window(s)}. Server: {s.Server} at {s.Endpoint}. raw echoes bytes with no serializer: the transport ceiling.");
        if (view.Section.Network is { } network)
        {
            html.Paragraph("Network: " + NetworkProbe.Describe(network) + ".");
        }

        if (EchoLinkVerdict.For(view.Section) is { } verdict)
        {
            html.Paragraph(verdict, "banner");
        }

        foreach (var note in view.Section.Notes)
        {
            html.Paragraph(note, "muted");
        }

        foreach (var payload in view.Payloads)
        {
            html.Heading(3, "Payload " + payload.Payload);
            WriteChart(html, payload);
            WriteTable(html, payload);
        }

        WriteReference(html, view);
        if (view.Section.ServerLog.Count > 0)
        {
            html.Open("details", ("class", "failure")).Open("summary").Text($"{view.Section.ServerLog.Count} connections the server closed for a fault").Close("summary");
            html.Element("pre", string.Join('\n', view.Section.ServerLog)).Close("details").Line();
        }
    }

    private static void WriteErrors(HtmlBuilder html, EchoView view)
    {
        var rows = view.WithErrors.ToList();
        if (rows.Count == 0)
        {
            html.Paragraph("Every reply was checked (sequence, envelope, payload bytes): no wrong or missing replies.");
            return;
        }

        html.Open("div", ("class", "banner")).Element("strong", "Wrong or missing replies.").Text(" Figures of these windows are not trustworthy:").Raw("<ul>");
        foreach (var row in rows)
        {
            html.Raw("<li class=\"mark-fail\">").Text($"{row.Serializer} × {row.Payload}: {EchoFormat.ErrorKinds(row.Errors)}. First: {row.Errors.First ?? "not recorded"}").Raw("</li>").Line();
        }

        html.Raw("</ul>").Close("div").Line();
    }

    private static void WriteChart(HtmlBuilder html, EchoPayloadView payload)
    {
        var ok = payload.Rows.Where(r => r.Status == CellStatus.Ok && r.MessagesPerSecond is > 0).ToList();
        if (ok.Count == 0)
        {
            return;
        }

        var best = ok.Where(r => r.Serializer != EchoView.Raw).Select(r => r.MessagesPerSecond!.Value).DefaultIfEmpty(0).Max();
        var bars = ok.Select(r => new BarItem(
            r.Serializer,
            r.MessagesPerSecond!.Value,
            $"{EchoFormat.Rate(r.MessagesPerSecond)} · {Labels.Ratio(payload.OfRaw(r), Units.Percent)}",
            "fmt-other" + (r.MessagesPerSecond == best && r.Serializer != EchoView.Raw ? " best" : string.Empty) + (r.Errors.Total > 0 ? " bad" : string.Empty),
            $"{r.Serializer}: {EchoFormat.Rate(r.MessagesPerSecond)} msg/s, {Labels.Ratio(payload.OfRaw(r), Units.Percent)} of raw, message {EchoFormat.Size(r.MessageBytes)}, p99 {EchoFormat.Micros(r.Latency?.P99Us)}")).ToList();
        BarChart.Write(html, "echo-rate", $"{payload.Payload} · messages/s (higher is better; fraction of raw after the value)", bars, v => Units.Count((long)v));
    }

    private static void WriteTable(HtmlBuilder html, EchoPayloadView payload)
    {
        var table = new HtmlTable(
            new HtmlColumn("Errors", true, "wrong or missing replies"), new HtmlColumn("Serializer"),
            new HtmlColumn("Message", true, "2-byte offset + envelope + 32-byte payload"), new HtmlColumn("Envelope", true, "the serializer's bytes alone", Optional: true),
            new HtmlColumn("msg/s", true), new HtmlColumn("% of raw", true), new HtmlColumn("× custom", true, "msg/s relative to envelope-custom, the row seed 002 takes its ratios against"), new HtmlColumn("Bytes/s", true, Optional: true),
            new HtmlColumn("p50", true), new HtmlColumn("p90", true, Optional: true), new HtmlColumn("p99", true), new HtmlColumn("p99.9", true, Optional: true), new HtmlColumn("max", true),
            new HtmlColumn("Server CPU/msg", true), new HtmlColumn("Server alloc/msg", true), new HtmlColumn("Note"));

        // Rows with errors come first: their figures must not be read as a ranking.
        foreach (var row in payload.Rows.OrderByDescending(r => r.Errors.Total > 0 || r.Status == CellStatus.Failed))
        {
            var l = row.Latency;
            var bad = row.Errors.Total > 0 || row.Status == CellStatus.Failed;
            table.Add(
                bad ? "failed" : row.Status == CellStatus.Unsupported ? "not-run" : null,
                new HtmlCell(EchoFormat.ErrorsPlain(row), row.Errors.Total, bad ? "mark-fail" : null, row.Errors.First),
                row.Serializer,
                new HtmlCell(EchoFormat.Size(row.MessageBytes), row.MessageBytes), new HtmlCell(EchoFormat.Size(row.EnvelopeBytes), row.EnvelopeBytes),
                new HtmlCell(EchoFormat.Rate(row.MessagesPerSecond), row.MessagesPerSecond),
                new HtmlCell(Labels.Ratio(payload.OfRaw(row), Units.Percent), payload.OfRaw(row)),
                new HtmlCell(Labels.Ratio(payload.ToBaseline(row), Units.Times), payload.ToBaseline(row)),
                new HtmlCell(EchoFormat.Bandwidth(row.BytesPerSecond), row.BytesPerSecond),
                Micros(l?.P50Us), Micros(l?.P90Us), Micros(l?.P99Us), Micros(l?.P999Us), Micros(l?.MaxUs),
                Micros(row.Server?.CpuMicrosecondsPerMessage),
                new HtmlCell(EchoFormat.PerMessageBytes(row.Server?.AllocatedBytesPerMessage), row.Server?.AllocatedBytesPerMessage),
                row.Reason ?? string.Empty);
        }

        table.Write(html, "echo");
    }

    private static void WriteReference(HtmlBuilder html, EchoView view)
    {
        var reference = view.Section.Reference;
        var envelope = view.Payloads.FirstOrDefault(p => p.Payload == "envelope");
        if (reference.Count == 0 || envelope is null)
        {
            return;
        }

        html.Heading(3, "Seed 002 beside this run (envelope)");
        html.Paragraph("The seed's hardware is not named and differs from this machine: compare the ratios to System.Text.Json, not the absolute rates.", "muted");
        var seedBaseline = reference.FirstOrDefault(r => r.Id == EchoView.Baseline)?.MessagesPerSecond;
        var table = new HtmlTable(
            new HtmlColumn("Seed row"), new HtmlColumn("Seed message", true), new HtmlColumn("Seed msg/s", true), new HtmlColumn("Seed × custom", true),
            new HtmlColumn("SerBench row"), new HtmlColumn("Message here", true), new HtmlColumn("msg/s here", true), new HtmlColumn("× custom here", true), new HtmlColumn("Note"));
        foreach (var seed in reference.OrderByDescending(r => r.MessagesPerSecond))
        {
            var ours = seed.Id is null ? null : envelope.Find(seed.Id);
            var seedRatio = EchoPayloadView.Ratio(seed.MessagesPerSecond, seedBaseline);
            var ourRatio = ours is null ? null : envelope.ToBaseline(ours);
            table.Add(
                ours is null ? "not-run" : null,
                seed.Serializer, new HtmlCell(Units.Bytes(seed.MessageBytes), seed.MessageBytes), new HtmlCell(Units.Count((long)seed.MessagesPerSecond), seed.MessagesPerSecond),
                new HtmlCell(Labels.Ratio(seedRatio, Units.Times), seedRatio),
                seed.Id ?? Labels.Dash,
                new HtmlCell(ours?.MessageBytes is { } size ? Units.Bytes(size) : Labels.NotAvailable, ours?.MessageBytes),
                new HtmlCell(EchoFormat.Rate(ours?.MessagesPerSecond), ours?.MessagesPerSecond),
                new HtmlCell(Labels.Ratio(ourRatio, Units.Times), ourRatio),
                seed.Note ?? (ours is null ? "not in this run" : string.Empty));
        }

        table.Write(html, "echo");
    }

    private static HtmlCell Micros(double? us) => new(EchoFormat.Micros(us), us);
}
