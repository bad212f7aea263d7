using SerBench.RunFiles;

namespace SerBench.Reports.Labs;

/// <summary>The console summary at the end of `serbench scale`.</summary>
internal static class ScaleConsole
{
    public static void Write(TextWriter output, RunFile run)
    {
        if (run.Scale is not { } scale)
        {
            return;
        }

        output.WriteLine($"{scale.Payload}: growth of round-trip time with {scale.Unit} ({string.Join(", ", scale.Sizes.Select(s => Units.Count(s)))})");
        var table = new TextTable(("serializer", false), ("largest size", true), ("round trip", true), ("MB/s", true), ("k", true), ("R²", true), ("super-linear", false), ("failed sizes", false));
        foreach (var s in scale.Series)
        {
            var last = s.Points.LastOrDefault(p => p.Status == CellStatus.Ok);
            var failed = s.Points.Where(p => p.Status != CellStatus.Ok).Select(p => p.Status == CellStatus.Unsupported ? "unsupported" : Units.Count(p.Size)).Distinct();
            table.Add(
                s.Serializer,
                last is null ? Labels.Dash : Units.Count(last.Size),
                LabText.Time(last?.RoundTripNs),
                LabText.Number(last?.RoundTripMBps, "0"),
                LabText.Number(s.RoundTripFit?.Exponent, "0.00"),
                LabText.Number(s.RoundTripFit?.RSquared, "0.000"),
                s.RoundTripFit is { SuperLinear: true } f ? $"yes, bends at {(f.BendsAtSize is { } b ? Units.Count(b) : "?")}" : s.RoundTripFit is null ? Labels.Dash : "no",
                string.Join(", ", failed));
        }

        table.Write(output, "  ");
    }
}

/// <summary>The console summary at the end of `serbench ceiling`.</summary>
internal static class CeilingConsole
{
    public static void Write(TextWriter output, RunFile run)
    {
        if (run.Ceiling is not { } ceiling)
        {
            return;
        }

        var memcpy = ceiling.Memcpy.FirstOrDefault(m => m.Size == ceiling.HeadlineSize);
        output.WriteLine($"{ceiling.Payload} at {Units.Count(ceiling.HeadlineSize)} {ceiling.Unit}: memcpy {LabText.Time(memcpy?.MedianNs)} ({LabText.Number(memcpy?.GBps, "0.00")} GB/s)");
        var table = new TextTable(("serializer", false), ("operation", false), ("median", true), ("GB/s", true), ("of memcpy", true), ("flag", false));
        foreach (var r in ceiling.Rows.Where(r => r.Size == ceiling.HeadlineSize && r.Status != CellStatus.Unsupported).OrderByDescending(r => r.FractionOfMemcpy ?? -1))
        {
            table.Add(r.Serializer, r.Operation, LabText.Status(r.Status, LabText.Time(r.MedianNs)), LabText.Number(r.GBps, "0.000"), LabText.Percent(r.FractionOfMemcpy), r.Suspect ? "SUSPECT: faster than memcpy" : string.Empty);
        }

        table.Write(output, "  ");
    }
}

/// <summary>The console summary at the end of `serbench scenarios`.</summary>
internal static class ScenariosConsole
{
    public static void Write(TextWriter output, RunFile run)
    {
        if (run.Scenarios is not { } scenarios)
        {
            return;
        }

        output.WriteLine($"Scenarios of seed 001 (ratio to {scenarios.Baseline})");
        var table = new TextTable(("scenario", false), ("payload", false), ("serializer", false), ("median", true), ("ratio", true));
        foreach (var r in scenarios.Rows.Where(r => r.Status != CellStatus.Unsupported))
        {
            table.Add(r.Scenario, r.Payload, r.Serializer, LabText.Status(r.Status, LabText.Time(r.MedianNs, r.Noisy)), LabText.Ratio(r.Ratio));
        }

        table.Write(output, "  ");
    }
}

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
    }

    private static string Spread(RunFiles.Startup.Spread? s) =>
        s is null ? Labels.Dash : $"{Units.Time(s.MedianNs)} ({Units.Time(s.MinNs)}–{Units.Time(s.MaxNs)})";
}
