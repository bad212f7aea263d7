namespace SerBench.Labs.Echo;

/// <summary>
/// The echo lab in report.md: wrong or missing replies first, then per payload one table (fastest first, each
/// row as a share of raw and a ratio to envelope-custom, as the seed compares), then seed 002's published table beside this run's rows.
/// </summary>
internal static class EchoMarkdownSection
{
    public static void Write(StringBuilder md, RunFile run)
    {
        if (run.Echo is not { } section)
        {
            return;
        }

        var view = new EchoView(section);
        md.Append("## Echo lab (seed 002)\n\n");
        WriteErrors(md, view);
        var s = section.Settings;
        md.Append(CultureInfo.InvariantCulture,
            $"{Units.Count(s.Clients)} clients × {Units.Count(s.InFlight)} messages in flight, each reply sending the next; {EchoFormat.Window(s)}. ");
        md.Append(CultureInfo.InvariantCulture, $"Server: {s.Server} at {s.Endpoint}, frames up to {Units.Count(s.MaxFrameBytes)} bytes.\n\n");
        if (section.Network is { } network)
        {
            md.Append("Network: ").Append(NetworkProbe.Describe(network)).Append(".\n\n");
        }

        if (EchoLinkVerdict.For(section) is { } verdict)
        {
            md.Append("**").Append(verdict).Append("**\n\n");
        }
        foreach (var note in section.Notes)
        {
            md.Append("- ").Append(note).Append('\n');
        }

        md.Append('\n');
        foreach (var payload in view.Payloads)
        {
            WritePayload(md, payload);
        }

        WriteReference(md, view);
        if (section.ServerLog.Count > 0)
        {
            md.Append("### Connections the server closed for a fault\n\n");
            foreach (var line in section.ServerLog)
            {
                md.Append("- ").Append(MarkdownTable.Escape(line)).Append('\n');
            }

            md.Append('\n');
        }
    }

    private static void WriteErrors(StringBuilder md, EchoView view)
    {
        var rows = view.WithErrors.ToList();
        if (rows.Count == 0)
        {
            md.Append("Every reply was checked (sequence, envelope, payload bytes): **no wrong or missing replies**.\n\n");
            return;
        }

        md.Append("> **Wrong or missing replies.** Figures of these windows are not trustworthy:\n");
        foreach (var row in rows)
        {
            md.Append(CultureInfo.InvariantCulture,
                $">\n> - `{row.Serializer}` × `{row.Payload}`: {EchoFormat.ErrorKinds(row.Errors)}. First: {MarkdownTable.Escape(row.Errors.First ?? "not recorded")}\n");
        }

        md.Append('\n');
    }

    private static void WritePayload(StringBuilder md, EchoPayloadView payload)
    {
        md.Append(CultureInfo.InvariantCulture, $"### `{payload.Payload}`\n\n");
        var table = new MarkdownTable(
            ("Errors", true), ("Serializer", false), ("Message", true), ("Envelope", true), ("msg/s", true), ("% of raw", true), ("× custom", true),
            ("Bytes/s", true), ("p50", true), ("p90", true), ("p99", true), ("p99.9", true), ("max", true),
            ("Server CPU/msg", true), ("Server alloc/msg", true), ("Server GC 0/1/2", true), ("Note", false));
        foreach (var row in payload.Rows)
        {
            var latency = row.Latency;
            table.Add(
                EchoFormat.Errors(row), $"`{row.Serializer}`", EchoFormat.Size(row.MessageBytes), EchoFormat.Size(row.EnvelopeBytes),
                EchoFormat.Rate(row.MessagesPerSecond), Labels.Ratio(payload.OfRaw(row), Units.Percent), Labels.Ratio(payload.ToBaseline(row), Units.Times),
                EchoFormat.Bandwidth(row.BytesPerSecond), EchoFormat.Micros(latency?.P50Us), EchoFormat.Micros(latency?.P90Us),
                EchoFormat.Micros(latency?.P99Us), EchoFormat.Micros(latency?.P999Us), EchoFormat.Micros(latency?.MaxUs),
                EchoFormat.Micros(row.Server?.CpuMicrosecondsPerMessage), EchoFormat.PerMessageBytes(row.Server?.AllocatedBytesPerMessage),
                EchoFormat.Gc(row.Server), row.Reason ?? string.Empty);
        }

        table.Write(md);
        md.Append("\nMessage: 2-byte offset + envelope + 32-byte payload (seed 002's count); Envelope: the serializer's bytes alone. ");
        md.Append("Latency: client send to checked reply. Server figures: the server process's CPU time, allocations and collections between the window's start and stop, per reply it sent.\n\n");
    }

    private static void WriteReference(StringBuilder md, EchoView view)
    {
        var reference = view.Section.Reference;
        var envelope = view.Payloads.FirstOrDefault(p => p.Payload == "envelope");
        if (reference.Count == 0 || envelope is null)
        {
            return;
        }

        md.Append("### Seed 002 beside this run (`envelope`)\n\n");
        md.Append("The seed's hardware is not named and differs from this machine: compare the ratios to the custom serializer (envelope-custom here), not the absolute rates.\n\n");
        var seedBaseline = reference.FirstOrDefault(r => r.Id == EchoView.Baseline)?.MessagesPerSecond;
        var table = new MarkdownTable(
            ("Seed row", false), ("Seed message", true), ("Seed msg/s", true), ("Seed × custom", true),
            ("SerBench row", false), ("Message here", true), ("msg/s here", true), ("× custom here", true), ("Note", false));
        foreach (var seed in reference.OrderByDescending(r => r.MessagesPerSecond))
        {
            var ours = seed.Id is null ? null : envelope.Find(seed.Id);
            table.Add(
                seed.Serializer, Units.Bytes(seed.MessageBytes), Units.Count((long)seed.MessagesPerSecond),
                Labels.Ratio(EchoPayloadView.Ratio(seed.MessagesPerSecond, seedBaseline), Units.Times),
                seed.Id is null ? Labels.Dash : $"`{seed.Id}`",
                ours?.MessageBytes is { } size ? Units.Bytes(size) : Labels.NotAvailable,
                EchoFormat.Rate(ours?.MessagesPerSecond),
                ours is null ? Labels.Dash : Labels.Ratio(envelope.ToBaseline(ours), Units.Times),
                seed.Note ?? (ours is null ? "not in this run" : string.Empty));
        }

        table.Write(md);
        md.Append('\n');
    }
}
