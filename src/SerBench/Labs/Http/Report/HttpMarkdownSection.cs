namespace SerBench.Labs.Http;

/// <summary>
/// The HTTP lab's part of report.md, from run.json alone: bad responses first, then the client's figures
/// (wrk), the server's counters, seed 003's published table beside ours as ratios, and skipped writers.
/// </summary>
internal static class HttpMarkdownSection
{
    public static void Write(StringBuilder md, RunFile run)
    {
        ArgumentNullException.ThrowIfNull(md);
        ArgumentNullException.ThrowIfNull(run);
        if (run.Http is not { } section)
        {
            return;
        }

        var s = section.Settings;
        md.Append("## HTTP lab\n\n");
        md.Append(CultureInfo.InvariantCulture, $"`GET /customers/{{writer}}?count={s.Count}` against an ASP.NET Core (Kestrel) server in its own process at {s.ServerUrl}, ");
        md.Append(CultureInfo.InvariantCulture, $"loaded by {s.LoadToolVersion ?? s.LoadTool} with {string.Join(" and then ", HttpFigures.Levels(section))} connections on {s.Threads} thread(s): ");
        md.Append(CultureInfo.InvariantCulture, $"{s.WarmupSeconds:0} s warm-up, then {s.DurationSeconds:0} s measured per writer, after {2 * s.WarmupSeconds:0} s of unmeasured load on the fresh server. ");
        md.Append(CultureInfo.InvariantCulture, $"Server counters are sampled every {s.CounterIntervalSeconds:0} s from the server process's own runtime figures; CPU % is of all its {s.ServerProcessorCount} logical cores. ");
        if (s.Pacing is { } pacing)
        {
            md.Append("Load ").Append(pacing).Append(". ");
        }

        md.Append("`raw` writes bytes serialized once at start: the ceiling. Latency is wrk's (closed loop: each connection waits for its response; not corrected for coordinated omission).\n\n");
        if (section.Network is { } network)
        {
            md.Append("Network: ").Append(NetworkProbe.Describe(network)).Append(".\n\n");
        }

        if (s.SameMachine)
        {
            md.Append("> wrk and the server share this machine's cores, so wrk's own CPU use limits what the server can reach; compare writers with each other and with raw.\n\n");
        }

        WriteBadResponses(md, section);
        foreach (var (connections, level) in HttpFigures.ByLevel(section))
        {
            WriteClient(md, level, HttpFigures.LevelSuffix(section, connections));
        }

        WriteResponsePaths(md, section);
        foreach (var (connections, level) in HttpFigures.ByLevel(section))
        {
            WriteServer(md, level, HttpFigures.LevelSuffix(section, connections));
        }

        foreach (var (connections, level) in HttpFigures.ByLevel(section))
        {
            WriteRuntime(md, level, HttpFigures.LevelSuffix(section, connections));
        }

        WriteReference(md, section);
        WriteSkipped(md, section);
    }

    private static void WriteBadResponses(StringBuilder md, HttpSection section)
    {
        md.Append("### Bad responses\n\n");
        var bad = section.Writers.Where(w => w.BadResponses > 0).ToList();
        var failed = section.Writers.Where(w => w.Status != "ok").ToList();
        if (bad.Count == 0 && failed.Count == 0)
        {
            md.Append(CultureInfo.InvariantCulture, $"None: 0 non-2xx responses and 0 socket errors across all {section.Writers.Count} writers.\n\n");
            return;
        }

        var table = new MarkdownTable(("Writer", false), ("Non-2xx", true), ("Connect", true), ("Read", true), ("Write", true), ("Timeout", true), ("Failure", false));
        foreach (var w in bad.Concat(failed).Distinct())
        {
            var e = w.SocketErrors;
            table.Add($"{HttpFigures.BadMark} `{w.Writer}`{HttpFigures.LevelSuffix(section, HttpFigures.ConnectionsOf(section, w))}", Units.Count(w.Non2xx), Units.Count(e.Connect), Units.Count(e.Read), Units.Count(e.Write), Units.Count(e.Timeout), w.Reason ?? string.Empty);
        }

        table.Write(md);
        md.Append('\n');
    }

    private static void WriteClient(StringBuilder md, HttpSection section, string suffix)
    {
        md.Append("### Client (wrk)").Append(suffix).Append("\n\n");
        var raw = HttpFigures.Raw(section);
        var table = new MarkdownTable(
            ("Writer", false), ("API shape", false), ("Content-Type", false), ("Response", true), ("Requests/s", true), ("% of raw", true),
            ("Transfer", true), ("p50", true), ("p75", true), ("p90", true), ("p95", true), ("p99", true), ("p99.9", true), ("Max", true), ("Bad", true));
        foreach (var w in HttpFigures.Ranked(section).Where(w => w.Status == "ok"))
        {
            var l = w.Latency;
            table.Add(
                $"{HttpFigures.Name(w)} ({w.DisplayName})", w.ApiShape ?? Labels.Dash, $"`{w.ContentType}`", Labels.Bytes(w.ResponseBytes),
                HttpFigures.Rate(w.RequestsPerSecond), HttpFigures.OfRaw(w, raw), HttpFigures.PerSecond(w.TransferBytesPerSecond),
                HttpFigures.Ms(l?.P50Ms), HttpFigures.Ms(l?.P75Ms), HttpFigures.Ms(l?.P90Ms), HttpFigures.Ms(l?.P95Ms), HttpFigures.Ms(l?.P99Ms),
                HttpFigures.Ms(l?.P999Ms), HttpFigures.Ms(l?.MaxMs), Units.Count(w.BadResponses));
        }

        table.Write(md);
        md.Append('\n');
    }

    private static void WriteResponsePaths(StringBuilder md, HttpSection section)
    {
        md.Append("How each writer reaches the response body:\n\n");
        foreach (var w in section.Writers.DistinctBy(w => w.Writer))
        {
            md.Append(CultureInfo.InvariantCulture, $"- `{w.Writer}` ({w.ApiShape ?? "?"}): {w.ResponsePath ?? "not recorded"}\n");
        }

        md.Append('\n');
    }

    private static void WriteServer(StringBuilder md, HttpSection section, string suffix)
    {
        md.Append("### Server counters (per writer window)").Append(suffix).Append("\n\n");
        var table = new MarkdownTable(
            ("Writer", false), ("CPU mean", true), ("CPU max", true), ("Working set max", true), ("GC heap max", true), ("Gen 0", true), ("Gen 1", true),
            ("Gen 2", true), ("Alloc rate mean", true), ("Alloc rate max", true), ("Alloc/request", true), ("Time in GC mean", true), ("Time in GC max", true), ("Thread-pool queue max", true));
        foreach (var w in HttpFigures.Ranked(section).Where(w => w.Status == "ok"))
        {
            if (w.Counters is not { } c)
            {
                table.Add(HttpFigures.Name(w), "no samples", Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash, Labels.Dash);
                continue;
            }

            table.Add(
                HttpFigures.Name(w), HttpFigures.Percent(c.CpuPercentMean), HttpFigures.Percent(c.CpuPercentMax), Units.Bytes(c.WorkingSetBytesMax), Units.Bytes(c.GcHeapBytesMax),
                Units.Count(c.Gen0Collections), Units.Count(c.Gen1Collections), Units.Count(c.Gen2Collections),
                HttpFigures.PerSecond(c.AllocBytesPerSecondMean), HttpFigures.PerSecond(c.AllocBytesPerSecondMax), Labels.Bytes((long?)c.AllocBytesPerRequest),
                HttpFigures.Percent(c.TimeInGcPercentMean), HttpFigures.Percent(c.TimeInGcPercentMax), Units.Count(c.ThreadPoolQueueLengthMax));
        }

        table.Write(md);
        md.Append("\nTime in GC is GC pause time as a share of wall time; gen N counts every collection of generation N or higher, as GC.CollectionCount does.\n\n");
    }

    private static void WriteRuntime(StringBuilder md, HttpSection section, string suffix)
    {
        var measured = HttpFigures.Ranked(section).Where(w => w.Status == "ok" && w.RuntimeCounters is not null).ToList();
        if (measured.Count == 0)
        {
            return;
        }

        md.Append("### Runtime counters over EventPipe (per writer window)").Append(suffix).Append("\n\n");
        var table = new MarkdownTable(
            ("Writer", false), ("Readings", true), ("Exceptions/s", true), ("Lock contentions/s", true), ("Thread-pool threads max", true), ("Queue max", true),
            ("JIT'd methods", true), ("JIT'd in window", true), ("Gen 0", true), ("Gen 1", true), ("Gen 2", true), ("LOH max", true), ("POH max", true), ("Fragmentation max", true), ("Time in GC max", true));
        foreach (var w in measured)
        {
            var c = w.RuntimeCounters!;
            table.Add(
                HttpFigures.Name(w), Units.Count(c.Readings), HttpFigures.Number(c.ExceptionsPerSecond), HttpFigures.Number(c.LockContentionsPerSecond),
                HttpFigures.Number(c.ThreadPoolThreadsMax), HttpFigures.Number(c.ThreadPoolQueueLengthMax), HttpFigures.Number(c.MethodsJitted), HttpFigures.Number(c.MethodsJittedInWindow),
                HttpFigures.Number(c.Gen0Collections), HttpFigures.Number(c.Gen1Collections), HttpFigures.Number(c.Gen2Collections),
                HttpFigures.Size(c.LohBytesMax), HttpFigures.Size(c.PohBytesMax), HttpFigures.Percent(c.FragmentationPercentMax), HttpFigures.Percent(c.TimeInGcPercentMax));
        }

        table.Write(md);
        md.Append("\nRead from outside the server process over EventPipe (System.Runtime counters, 1 s interval), beside the server's own /counters figures above. \"JIT'd in window\" above zero means the server was still compiling code while the writer was measured.\n\n");
    }

    private static void WriteReference(StringBuilder md, HttpSection section)
    {
        if (section.Reference.Count == 0)
        {
            return;
        }

        md.Append("### Seed 003's published load beside this run\n\n");
        md.Append(section.ReferenceSource ?? "Seed 003's published table.").Append(' ');
        md.Append("Each side's rates are ratios to its own first row of the profile (the base), never ours over theirs.\n\n");
        var table = new MarkdownTable(
            ("Seed profile", false), ("Seed writer", false), ("Conn.", true), ("Seed req/s", true), ("Seed p99", true), ("Seed CPU", true), ("Seed bad", true),
            ("Base", false), ("Seed req/s ÷ base", true), ("Our writer", false), ("Our req/s", true), ("Ours ÷ base", true), ("Seed p99 ÷ base", true), ("Our p99 ÷ base", true));
        foreach (var r in SeedHttpRatio.Of(section))
        {
            var seed = r.Seed;
            table.Add(
                seed.Profile, seed.Writer, Units.Count(seed.Connections), HttpFigures.Rate(seed.RequestsPerSecond), HttpFigures.Ms(seed.P99Ms), HttpFigures.Percent(seed.ServerCpuPercent), Units.Count(seed.BadResponses),
                r.BaseLabel, Labels.Ratio(r.SeedRate, Units.Times), r.Ours is null ? r.OurLabel : $"`{r.OurLabel}`", r.Ours is null ? Labels.Dash : HttpFigures.Rate(r.Ours.RequestsPerSecond),
                Labels.Ratio(r.OurRate, Units.Times), Labels.Ratio(r.SeedP99, Units.Times), Labels.Ratio(r.OurP99, Units.Times));
        }

        table.Write(md);
        md.Append('\n');
    }

    private static void WriteSkipped(StringBuilder md, HttpSection section)
    {
        if (section.Skipped.Count > 0)
        {
            md.Append("### Installed serializers not served\n\n");
            foreach (var skipped in section.Skipped)
            {
                md.Append(CultureInfo.InvariantCulture, $"- `{skipped.Writer}`: {skipped.Reason}\n");
            }

            md.Append('\n');
        }

        foreach (var note in section.Notes)
        {
            md.Append("> ").Append(note).Append("\n\n");
        }
    }
}
