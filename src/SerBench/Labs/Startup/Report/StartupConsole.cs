namespace SerBench.Labs.Startup;

/// <summary>The console summary at the end of `serbench startup`.</summary>
internal static class StartupConsole
{
    public static void Write(TextWriter output, RunFile run)
    {
        if (run.Startup is not { } startup)
        {
            return;
        }

        output.WriteLine($"First calls in fresh processes: median (min–max) over {startup.Processes} processes; single shots, not steady state");
        var table = new TextTable(("serializer", false), ("payload", false), ("mode", false), ("first serialize", true), ("first deserialize", true), ("start → probe", true));
        foreach (var r in startup.Rows.Where(r => r.Status != CellStatus.Unsupported))
        {
            table.Add(r.Serializer, r.Payload, r.Mode, LabText.Status(r.Status, Spread(r.FirstSerialize)), LabText.Status(r.Status, Spread(r.FirstDeserialize)), Spread(r.StartToProbe));
        }

        table.Write(output, "  ");
        if (!startup.Modes.Contains(StartupMode.NativeAot))
        {
            return;
        }

        output.WriteLine(startup.NativeAotBaseline?.BinaryBytes is { } empty
            ? $"NativeAOT: each row from its own probe binary; the probe with no row is {Units.Bytes(empty)}"
            : "NativeAOT: each row from its own probe binary");
        var aot = new TextTable(("serializer", false), ("payload", false), ("first serialize", true), ("process", true), ("binary", true), ("above empty", true), ("note", false));
        foreach (var row in NativeAotComparison.Of(startup))
        {
            aot.Add(row.Serializer, row.Payload, LabText.Time(NativeAotComparison.Median(row.Aot, r => r.FirstSerialize)), LabText.Time(NativeAotComparison.Median(row.Aot, r => r.ProcessWall)),
                Labels.Bytes(row.Aot.BinaryBytes), Labels.Bytes(row.AboveEmpty), row.Note);
        }

        aot.Write(output, "  ");
    }

    private static string Spread(SerBench.Labs.Startup.Spread? s) =>
        s is null ? Labels.Dash : $"{Units.Time(s.MedianNs)} ({Units.Time(s.MinNs)}–{Units.Time(s.MaxNs)})";
}
