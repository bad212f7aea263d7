namespace SerBench.Compare;

/// <summary>
/// Whether two runs measured on the same machine, and whether either machine settled: a comparison across
/// machines, or with a run whose machine never settled, is not a regression test, and says so first.
/// </summary>
internal static class MachineCheck
{
    /// <summary>The identity fields that differ between the runs (empty: the same machine, as far as both recorded).</summary>
    public static IReadOnlyList<SettingDifference> Differences(RunFile before, RunFile after)
    {
        if (before.Environment.Machine is not { } a || after.Environment.Machine is not { } b)
        {
            return [];
        }

        return [.. a.Identity().Zip(b.Identity())
            .Where(p => !string.Equals(p.First.Value, p.Second.Value, StringComparison.Ordinal))
            .Select(p => new SettingDifference(p.First.Name, p.First.Value ?? "unknown", p.Second.Value ?? "unknown"))];
    }

    /// <summary>One sentence on the machines: same, different (not a regression test), or not known.</summary>
    public static string Verdict(RunFile before, RunFile after)
    {
        var unknown = new[] { (Name: "A", Run: before), (Name: "B", Run: after) }.Where(r => r.Run.Environment.Machine is null).Select(r => r.Name).ToList();
        if (unknown.Count > 0)
        {
            return $"Machine identity unknown in {string.Join(" and ", unknown)} (a run from before SerBench recorded it): the same machine cannot be confirmed, so treat this comparison as not a regression test.";
        }

        var differences = Differences(before, after);
        if (differences.Count > 0)
        {
            return "Different machine (" + string.Join("; ", differences.Select(d => $"{d.Name}: {d.Before} → {d.After}")) + "): this comparison is not a regression test.";
        }

        var m = before.Environment.Machine!;
        return $"Same machine: {m.CpuModelName ?? before.Environment.Cpu}, {m.LogicalCores} logical cores, {Hypervisor(m.Hypervisor)}.";
    }

    /// <summary>"hypervisor KVM", "no hypervisor", or the probe's own phrase when it saw one it could not name.</summary>
    private static string Hypervisor(string? recorded) => recorded switch
    {
        null => "hypervisor unknown",
        "none" => "no hypervisor",
        _ when recorded.StartsWith("a hypervisor", StringComparison.Ordinal) => "under " + recorded,
        _ => "hypervisor " + recorded,
    };

    /// <summary>True when the runs can serve as a regression test: both machines known and the same.</summary>
    public static bool SameMachine(RunFile before, RunFile after) =>
        before.Environment.Machine is not null && after.Environment.Machine is not null && Differences(before, after).Count == 0;

    /// <summary>
    /// The canary medians of two runs may differ by this fraction before compare says the machine itself ran at
    /// another speed. Within one run the canary is judged against the run's own fastest reading, so a machine that
    /// drifts slowly between runs stays below that rule, though its cells move with it (measured: docs/measuring.md,
    /// 'Measurements behind the code').
    /// </summary>
    public const double MaxCanaryDrift = 0.02;

    /// <summary>Warnings for runs whose machine never settled, or whose machine ran at another speed (their figures are not comparable).</summary>
    public static IEnumerable<string> Warnings(RunFile before, RunFile after)
    {
        foreach (var (name, run) in new[] { ("A", before), ("B", after) })
        {
            if (run.Measurement is { Settled: false } m)
            {
                yield return $"{name}'s machine never settled: {m.SettledNote}";
            }
        }

        if (SpeedDrift(before, after) is { } drift)
        {
            yield return drift;
        }

        if (CanaryWorkDiffers(before, after) is { } differs)
        {
            yield return differs;
        }
    }

    /// <summary>A warning when both runs have canary readings of different work, so the machine's change of speed between them is unknown.</summary>
    public static string? CanaryWorkDiffers(RunFile before, RunFile after) =>
        SpeedNs(before) is not null && SpeedNs(after) is not null && CanaryWork(before) != CanaryWork(after)
            ? $"The runs' canaries timed different work (A: {CanaryWork(before)}, B: {CanaryWork(after)}), so how much faster or slower the machine itself ran in B is not known and is not counted as noise."
            : null;

    /// <summary>A warning when the runs' canary medians differ by more than <see cref="MaxCanaryDrift"/>; null when not, or when either run has no canary.</summary>
    public static string? SpeedDrift(RunFile before, RunFile after)
    {
        if (CanaryDrift(before, after) is not { } drift || Math.Abs(drift) <= MaxCanaryDrift)
        {
            return null;
        }

        var a = SpeedNs(before)!.Value;
        var b = SpeedNs(after)!.Value;
        return string.Create(
            System.Globalization.CultureInfo.InvariantCulture,
            $"The machine ran {Math.Abs(drift) * 100:0.0} % {(drift > 0 ? "slower" : "faster")} in B than in A by the canary (median {a / 1e6:0.000} → {b / 1e6:0.000} ms): " +
            $"cells can move by that much and more without any change in the code, so a change counts only beyond that much besides the intervals; run both again before reading a change of that size as the code's.");
    }

    /// <summary>How much slower (positive) or faster B's machine ran than A's by the canary (<see cref="SpeedNs"/>); null when either run has no canary.</summary>
    public static double? CanaryDrift(RunFile before, RunFile after) =>
        SpeedNs(before) is { } a && SpeedNs(after) is { } b && CanaryWork(before) == CanaryWork(after) ? (b / a) - 1 : null;

    /// <summary>
    /// The run's machine speed by its canary, ns: the reference its rounds were scaled to, or, in a run made before
    /// they were, the median of its canary readings; null without a canary.
    /// </summary>
    public static double? SpeedNs(RunFile run) => run.Measurement?.SpeedReferenceNs is { } reference and > 0 ? reference : CanaryMedianNs(run);

    /// <summary>What a run's canary timed; runs made before it was recorded timed the dependent chain alone.</summary>
    private static string CanaryWork(RunFile run) => run.Measurement?.CanaryWork ?? CanaryWorks.Chain;

    private static double? CanaryMedianNs(RunFile run)
    {
        var readings = run.Measurement?.CanaryTrace.Select(p => p.Ns).Where(ns => ns > 0).Order().ToList();
        return readings is { Count: > 0 } r ? r[r.Count / 2] : null;
    }
}
