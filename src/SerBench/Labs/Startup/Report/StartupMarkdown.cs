namespace SerBench.Labs.Startup;

/// <summary>The startup section of report.md: first calls in fresh processes, median and range, JIT against ReadyToRun.</summary>
internal static class StartupMarkdown
{
    public static void Write(StringBuilder md, RunView view, StartupSection startup)
    {
        md.Append("## Startup: the first call in a fresh process\n\n");
        md.Append(CultureInfo.InvariantCulture, $"Each figure is a **single shot** in a new process, repeated over {startup.Processes} processes and shown as median (min–max). ");
        md.Append("These are not steady-state numbers: they include JIT compilation, type loading and the serializer's own first-use setup. ");
        md.Append("First serialize = CreateCodec + the first Serialize; the second call in the same process shows how much of the first was one-time cost. ");
        md.Append("Start → probe runs from just before the parent starts the process to the probe's first line (runtime start, host, argument parsing, catalog).\n\n");
        foreach (var note in startup.Notes)
        {
            md.Append(CultureInfo.InvariantCulture, $"- {note}\n");
        }

        md.Append('\n');
        var table = new MarkdownTable(
            ("Serializer", false), ("Payload", false), ("Mode", false), ("First serialize", true), ("First deserialize", true),
            ("CreateCodec", true), ("Second serialize", true), ("Second deserialize", true), ("Start → probe", true), ("Process", true));
        foreach (var r in startup.Rows.Where(r => r.Status != CellStatus.Unsupported))
        {
            table.Add(
                Labels.Serializer(view, r.Serializer),
                r.Payload,
                r.Mode + (r.ReadyToRun is true ? " (R2R image)" : string.Empty),
                LabText.Status(r.Status, Spread(r.FirstSerialize)),
                LabText.Status(r.Status, Spread(r.FirstDeserialize)),
                Spread(r.CreateCodec),
                Spread(r.SecondSerialize),
                Spread(r.SecondDeserialize),
                Spread(r.StartToProbe),
                Spread(r.ProcessWall));
        }

        table.Write(md);
        md.Append('\n');
        Differences(md, view, startup);
        NotMeasured(md, view, startup);
        NativeAot(md, view, startup.NativeAot);
        NativeAotTimings(md, view, startup);
    }

    private static string Spread(Spread? s) =>
        s is null ? Labels.Dash : $"{Units.Time(s.MedianNs)} ({Units.Time(s.MinNs)}–{Units.Time(s.MaxNs)})";

    private static void Differences(StringBuilder md, RunView view, StartupSection startup)
    {
        var pairs = startup.Rows
            .Where(r => r.Status == CellStatus.Ok)
            .GroupBy(r => (r.Serializer, r.Payload))
            .Select(g => (g.Key, Jit: g.FirstOrDefault(r => r.Mode == "jit"), R2r: g.FirstOrDefault(r => r.Mode == "r2r")))
            .Where(x => x.Jit is not null && x.R2r is not null)
            .ToList();
        if (pairs.Count == 0)
        {
            return;
        }

        md.Append("### JIT against ReadyToRun (medians)\n\n");
        var table = new MarkdownTable(
            ("Serializer", false), ("Payload", false), ("First serialize JIT", true), ("R2R", true), ("Saved", true),
            ("First deserialize JIT", true), ("R2R", true), ("Saved", true), ("Start → probe saved", true));
        foreach (var (key, jit, r2r) in pairs)
        {
            table.Add(
                Labels.Serializer(view, key.Serializer),
                key.Payload,
                LabText.Time(jit!.FirstSerialize?.MedianNs),
                LabText.Time(r2r!.FirstSerialize?.MedianNs),
                Saved(jit.FirstSerialize, r2r.FirstSerialize),
                LabText.Time(jit.FirstDeserialize?.MedianNs),
                LabText.Time(r2r.FirstDeserialize?.MedianNs),
                Saved(jit.FirstDeserialize, r2r.FirstDeserialize),
                Saved(jit.StartToProbe, r2r.StartToProbe));
        }

        table.Write(md);
        md.Append('\n');
    }

    private static string Saved(Spread? jit, Spread? r2r) =>
        jit is null || r2r is null || jit.MedianNs <= 0
            ? Labels.Dash
            : $"{Units.Time(jit.MedianNs - r2r.MedianNs)} ({Units.Percent((jit.MedianNs - r2r.MedianNs) / jit.MedianNs)})";

    private static void NotMeasured(StringBuilder md, RunView view, StartupSection startup)
    {
        var rows = startup.Rows.Where(r => r.Status != CellStatus.Ok).GroupBy(r => (r.Serializer, r.Payload, r.Status, r.Reason)).ToList();
        if (rows.Count == 0)
        {
            return;
        }

        md.Append("**Not measured or failed**\n\n");
        foreach (var g in rows)
        {
            md.Append(CultureInfo.InvariantCulture, $"- {Labels.Serializer(view, g.Key.Serializer)} × {g.Key.Payload} ({string.Join(", ", g.Select(r => r.Mode))}): {g.Key.Status}: {g.Key.Reason}\n");
        }

        md.Append('\n');
    }

    private static void NativeAot(StringBuilder md, RunView view, NativeAotRecord? aot)
    {
        if (aot is null)
        {
            return;
        }

        md.Append("### NativeAOT\n\n");
        md.Append(aot.Measured ? "From this machine's latest `serbench aot` check (docs/aot.md).\n\n" : $"Not checked: {aot.Missing}.\n\n");
        var table = new MarkdownTable(("Serializer", false), ("NativeAOT", false), ("Warnings and why", false));
        foreach (var r in aot.Rows)
        {
            table.Add(Labels.Serializer(view, r.Serializer), Outcome(r), r.Note);
        }

        table.Write(md);
        md.Append('\n');
    }

    private static void NativeAotTimings(StringBuilder md, RunView view, StartupSection startup)
    {
        if (!startup.Modes.Contains(StartupMode.NativeAot))
        {
            return;
        }

        var rows = NativeAotComparison.Of(startup);
        var r2r = NativeAotComparison.HasReadyToRun(startup);
        md.Append(r2r ? "### NativeAOT beside JIT and ReadyToRun (medians)\n\n" : "### NativeAOT beside JIT (medians)\n\n");
        md.Append("Each row measured under NativeAOT runs from its own probe binary, published with that row alone; Binary is that executable's size (debug symbols apart), ");
        md.Append(startup.NativeAotBaseline?.BinaryBytes is { } empty
            ? $"Above empty what it adds to the same probe published with no row ({Units.Bytes(empty)}). "
            : "Above empty needs the probe published with no row, which was not built. ");
        md.Append("Rows the NativeAOT check says fail, or never checked, are listed with the reason. ");
        md.Append("Under NativeAOT nothing is compiled at run time: the first call is type loading and the serializer's own first-use setup, and start → probe is the native binary's start.\n\n");
        var columns = new List<(string, bool)> { ("Serializer", false), ("Payload", false), ("First serialize JIT", true) };
        columns.AddRange(r2r ? [("R2R", true), ("NativeAOT", true), ("First deserialize JIT", true), ("R2R", true)] : [("NativeAOT", true), ("First deserialize JIT", true)]);
        columns.AddRange([("NativeAOT", true), ("Process JIT", true)]);
        columns.AddRange(r2r ? [("R2R", true), ("NativeAOT", true)] : [("NativeAOT", true)]);
        columns.AddRange([("Binary", true), ("Above empty", true), ("Note", false)]);
        var table = new MarkdownTable([.. columns]);
        foreach (var row in rows)
        {
            var cells = new List<string> { Labels.Serializer(view, row.Serializer), row.Payload };
            foreach (var figure in new Func<StartupRow, Spread?>[] { r => r.FirstSerialize, r => r.FirstDeserialize, r => r.ProcessWall })
            {
                cells.Add(LabText.Time(NativeAotComparison.Median(row.Jit, figure)));
                if (r2r)
                {
                    cells.Add(LabText.Time(NativeAotComparison.Median(row.R2r, figure)));
                }

                cells.Add(LabText.Time(NativeAotComparison.Median(row.Aot, figure)));
            }

            cells.AddRange([Labels.Bytes(row.Aot.BinaryBytes), Labels.Bytes(row.AboveEmpty), row.Note]);
            table.Add([.. cells]);
        }

        table.Write(md);
        md.Append('\n');
    }

    private static string Outcome(NativeAotRow row) => row.Outcome is { } outcome
        ? (Aot.AotOutcome.IsWorking(outcome) ? Aot.AotOutcome.Label(outcome) : $"**{Aot.AotOutcome.Label(outcome)}**")
        : (row.TrimSafe ? "expected" : "**no**");
}
