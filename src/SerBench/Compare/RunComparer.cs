namespace SerBench.Compare;

/// <summary>
/// Compares two runs cell by cell. A change of median counts only beyond the noise: by default the two
/// runs' 99.9 % confidence intervals (a change that keeps them overlapping, or stays within their summed
/// half-widths widened by how much the machine's own speed changed between the runs by the canary, is
/// unchanged); with a threshold, a fixed percentage of the first run's median. On one machine, B's times are first put
/// at A's machine speed (<see cref="SpeedAlignment"/>). Counted runs are judged by instructions per call instead
/// (<see cref="CountsJudge"/>), never against a time.
/// </summary>
/// <remarks>
/// The machine's speed is part of the noise: two default runs minutes apart, nothing else running, differed by the
/// canary and in many cells beyond the intervals (measured: docs/measuring.md, 'Measurements behind the code').
/// </remarks>
internal static class RunComparer
{
    public static RunComparison Compare(RunFile before, string beforeName, RunFile after, string afterName, double? thresholdPercent, bool asMeasured = false, string measure = Measures.Time)
    {
        var counts = measure == Measures.Counts;
        var (alignment, speedNote) = counts
            ? (null, "Counts are compared as counted: instructions per call do not move with the machine's speed, so no canary alignment applies.")
            : SpeedAlignment.For(before, after, asMeasured);
        var first = Index(before);
        var second = Index(after);
        if (alignment is not null)
        {
            foreach (var key in second.Keys.ToList())
            {
                second[key] = alignment.Apply(second[key]);
            }
        }

        var machineDrift = Math.Abs(MachineCheck.CanaryDrift(before, after) ?? 0);
        var changes = new List<CellChange>();
        foreach (var (key, a) in first)
        {
            if (second.TryGetValue(key, out var b) && Judge(a, b, measure, thresholdPercent, machineDrift) is { } change)
            {
                changes.Add(new CellChange(key, a, b, change.Verdict, change.Why, measure, change.Band));
            }
        }

        var judged = changes.Select(c => c.Key).ToHashSet();
        return new RunComparison(
            before, beforeName, after, afterName, thresholdPercent, alignment, speedNote,
            Differences(before, after, counts),
            [.. changes.OrderBy(c => c.Key.Payload, StringComparer.Ordinal).ThenBy(c => c.Key.PayloadSize).ThenBy(c => c.Key.Operation, StringComparer.Ordinal).ThenBy(c => c.Key.Serializer, StringComparer.Ordinal)],
            [.. first.Keys.Where(k => !judged.Contains(k) && !second.ContainsKey(k) && Measured(first[k], measure))],
            [.. second.Keys.Where(k => !judged.Contains(k) && !first.ContainsKey(k) && Measured(second[k], measure))])
        {
            Measure = measure,
        };
    }

    private static Dictionary<CellKey, CellRecord> Index(RunFile run)
    {
        var cells = new Dictionary<CellKey, CellRecord>();
        foreach (var cell in run.Cells)
        {
            cells.TryAdd(CellKey.Of(cell), cell);
        }

        return cells;
    }

    private static bool Measured(CellRecord cell, string measure) =>
        measure == Measures.Counts ? CountsJudge.Counted(cell) : cell.Status == CellStatus.Ok && cell.MedianNs is > 0;

    /// <summary>A cell measured in one run and failed in the other is judged the same for either measure; otherwise by the measure's own rule.</summary>
    private static (ChangeVerdict Verdict, string Why, double? Band)? Judge(CellRecord a, CellRecord b, string measure, double? thresholdPercent, double machineDrift)
    {
        var okA = Measured(a, measure);
        var okB = Measured(b, measure);
        if (okA && b.Status == CellStatus.Failed)
        {
            return (ChangeVerdict.NowFailing, b.Reason ?? "failed, no reason recorded", null);
        }

        if (a.Status == CellStatus.Failed && okB)
        {
            return (ChangeVerdict.NowPassing, measure == Measures.Counts ? "counted again" : "measured again", null);
        }

        if (!okA || !okB)
        {
            return null;
        }

        if (measure == Measures.Counts)
        {
            return CountsJudge.Judge(a, b, thresholdPercent);
        }

        var (verdict, why) = JudgeTime(a, b, thresholdPercent, machineDrift);
        return (verdict, why, null);
    }

    private static (ChangeVerdict Verdict, string Why) JudgeTime(CellRecord a, CellRecord b, double? thresholdPercent, double machineDrift)
    {
        var ma = a.MedianNs!.Value;
        var mb = b.MedianNs!.Value;
        var change = (mb - ma) / ma;
        var direction = mb > ma ? ChangeVerdict.Slower : ChangeVerdict.Faster;
        if (thresholdPercent is { } pct)
        {
            return Math.Abs(change) * 100 > pct
                ? (direction, string.Create(CultureInfo.InvariantCulture, $"beyond the ±{pct:0.##} % threshold") + Disturbance(a, b))
                : (ChangeVerdict.Unchanged, string.Create(CultureInfo.InvariantCulture, $"within ±{pct:0.##} %"));
        }

        if (a is not { CiLowerNs: { } loA, CiUpperNs: { } upA } || b is not { CiLowerNs: { } loB, CiUpperNs: { } upB })
        {
            return (ChangeVerdict.NotJudged, "no confidence interval in " + (a.CiLowerNs is null ? "the first run" : "the second run") + "; give --threshold PCT to judge it");
        }

        if (loA <= upB && loB <= upA)
        {
            return (ChangeVerdict.Unchanged, "the confidence intervals overlap");
        }

        var intervals = ((upA - loA) / 2) + ((upB - loB) / 2);
        var noise = intervals + (machineDrift * ma);
        var machine = machineDrift > 0
            ? string.Create(CultureInfo.InvariantCulture, $" and ±{machineDrift * 100:0.#} % from the machine's speed by the canary")
            : "";
        return Math.Abs(mb - ma) <= noise
            ? (ChangeVerdict.Unchanged, "within the summed CI half-widths" + (machineDrift > 0 ? " and the machine's change of speed" : ""))
            : (direction, string.Create(CultureInfo.InvariantCulture, $"beyond the noise (±{intervals / ma * 100:0.#} % from both CIs{machine})") + Disturbance(a, b));
    }

    /// <summary>
    /// For a change beyond the noise: which run still had the cell disturbed after its re-measurements (marked `!` in its
    /// report), whose figures may be slow; most of the cells a default run in a noisy hour judged changed were such cells.
    /// </summary>
    internal static string Disturbance(CellRecord before, CellRecord after)
    {
        var where = (before.Disturbed, after.Disturbed) switch
        {
            (true, true) => "both runs, so its figures",
            (true, false) => "the first run, so its figures there",
            (false, true) => "the second run, so its figures there",
            _ => null,
        };
        return where is null ? string.Empty : $"; disturbed in {where} may be slow: measure it again before reading this as a change";
    }

    private static string? Settings(PresetRecord? p) => p is null
        ? null
        : string.Create(CultureInfo.InvariantCulture, $"launches {Value(p.LaunchCount)}, warm-up {Value(p.WarmupCount)}, iterations {Value(p.IterationCount)}, iteration time {(p.IterationTimeMs is { } ms ? $"{ms} ms" : "auto")}, invocations {Value(p.InvocationCount)}, unroll {Value(p.UnrollFactor)}{(p.Rounds is { } rounds ? $", rounds {rounds}" : string.Empty)}");

    private static string Value(int? value) => value?.ToString(CultureInfo.InvariantCulture) ?? "auto";

    /// <summary>The version a run recorded for <paramref name="package"/>, in the short form runs record now.</summary>
    private static string? LibraryVersionOf(EnvironmentRecord environment, string package) =>
        environment.Libraries.FirstOrDefault(l => l.Package == package)?.Version is { } version ? LibraryVersion.Clean(version) : null;

    /// <summary>What worked out the zstd sizes of a run made before run files recorded it.</summary>
    private const string LibZstd = "the machine's libzstd (version not recorded)";

    /// <summary>Each runtime variable set in either run (runs made before they were recorded have nothing to compare).</summary>
    private static void CheckRuntimeVariables(IReadOnlyDictionary<string, string>? a, IReadOnlyDictionary<string, string>? b, Action<string, string?, string?> check)
    {
        if (a is null || b is null)
        {
            return;
        }

        foreach (var name in a.Keys.Union(b.Keys).Order(StringComparer.Ordinal))
        {
            check(name, a.GetValueOrDefault(name) ?? "not set", b.GetValueOrDefault(name) ?? "not set");
        }
    }

    private static List<SettingDifference> Differences(RunFile a, RunFile b, bool counts)
    {
        var differences = new List<SettingDifference>();
        void Check(string name, string? x, string? y)
        {
            if (!string.Equals(x, y, StringComparison.Ordinal))
            {
                differences.Add(new SettingDifference(name, x ?? "not recorded", y ?? "not recorded"));
            }
        }

        var ea = a.Environment;
        var eb = b.Environment;
        Check("Preset", a.Preset, b.Preset);
        Check("Preset settings", Settings(a.PresetSettings), Settings(b.PresetSettings));
        Check("Serialize sink", a.Measurement?.Sink ?? Engine.Sinks.Memory, b.Measurement?.Sink ?? Engine.Sinks.Memory);

        // Sizes of large payloads differ between zstd versions (measured: docs/measuring.md, 'Measurements behind the
        // code').
        Check("zstd (compressed sizes)", a.Zstd ?? LibZstd, b.Zstd ?? LibZstd);
        Check("OS", ea.Os, eb.Os);
        Check("CPU", ea.Cpu, eb.Cpu);
        Check("Logical cores", ea.LogicalCores.ToString(CultureInfo.InvariantCulture), eb.LogicalCores.ToString(CultureInfo.InvariantCulture));
        Check("Runtime", ea.Runtime, eb.Runtime);
        Check("GC", ea.Gc, eb.Gc);
        Check("TieredPGO", ea.TieredPgo ? "on" : "off", eb.TieredPgo ? "on" : "off");
        Check("Tiered compilation", ea.TieredCompilation ? "on" : "off", eb.TieredCompilation ? "on" : "off");
        CheckRuntimeVariables(ea.RuntimeVariables, eb.RuntimeVariables, Check);
        Check("ReadyToRun", ea.ReadyToRun ? "on" : "off", eb.ReadyToRun ? "on" : "off");
        Check("BenchmarkDotNet", ea.BenchmarkDotNetVersion, eb.BenchmarkDotNetVersion);
        Check("SerBench", a.SerbenchVersion, b.SerbenchVersion);
        // A library only one run recorded is one only that run loaded (a run of fewer serializers): no common cell used it.
        var libraries = ea.Libraries.Select(l => l.Package).Intersect(eb.Libraries.Select(l => l.Package)).Order(StringComparer.Ordinal);
        foreach (var package in libraries)
        {
            Check(package, LibraryVersionOf(ea, package), LibraryVersionOf(eb, package));
        }

        if (counts)
        {
            // How a run counted changes its counts as surely as a library version does.
            Check("Counting tool", a.CountsSettings?.Tool, b.CountsSettings?.Tool);
            Check("Code counted", a.CountsSettings?.Regime, b.CountsSettings?.Regime);
            Check("Threads counted", a.CountsSettings?.Threads, b.CountsSettings?.Threads);
            Check("Simulated caches", a.CountsSettings?.Caches, b.CountsSettings?.Caches);
        }

        if (a.Partial || b.Partial)
        {
            Check("Partial run", a.Partial ? "partial" : "complete", b.Partial ? "partial" : "complete");
        }

        return differences;
    }
}
