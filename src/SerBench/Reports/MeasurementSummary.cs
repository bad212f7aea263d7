namespace SerBench.Reports;

/// <summary>
/// How a micro run was measured and how steady the machine was, in words every report shares: the
/// isolation, rounds and seed; the machine's speed over the run (from the canary); what was re-measured.
/// </summary>
internal static partial class MeasurementSummary
{
    private const string Blocks = "▁▂▃▄▅▆▇█";
    private const int SparkWidth = 60;

    /// <summary>The warning that belongs at the top of every report, or null when the figures are comparable.</summary>
    public static string? Banner(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        if (run.Measurement is not { } m)
        {
            return null;
        }

        if (!m.Settled)
        {
            return "MACHINE NEVER SETTLED: " + (m.SettledNote ?? "too many cells stayed disturbed.") + SlowShare(m) + " " + WhatHelps;
        }

        return m.Isolation == Isolations.InProcess && m.CanaryTrace.Count > 0
            ? "MEASURED IN PROCESS (--in-process): one process, plan order, one round, nothing re-measured; for debugging, not for comparing with a normal run."
            : null;
    }

    /// <summary>What a user can change before running again: the lab re-measures, but cannot steady the machine itself.</summary>
    internal const string WhatHelps =
        "Before running again: close other programs, keep a laptop on mains power with a fixed performance mode, and prefer a machine or VM whose host is not shared; " +
        "a run of just the cells you need (--serializers, --payloads) is quicker to repeat.";

    /// <summary>" The canary read 66 % of its 3,280 readings more than 15 % slower than its fastest (median +24 %)." — empty without a trace.</summary>
    private static string SlowShare(MeasurementRecord m)
    {
        if (m.CanaryTrace.Count == 0 || m.CanaryBaselineNs is not { } fastest || m.MaxCanarySlowdown is not { } limit)
        {
            return string.Empty;
        }

        var sorted = SortedReadings(m);
        var slow = sorted.Count(ns => (ns / fastest) - 1 > limit);
        return Invariant($" The canary read {(double)slow / sorted.Count:P0} of its {sorted.Count:N0} readings more than {limit:P0} slower than its fastest (median {Slower(sorted[sorted.Count / 2], fastest)}).");
    }

    /// <summary>One line each: how it was measured, the machine's speed, what was re-measured.</summary>
    public static IReadOnlyList<string> Lines(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        if (run.Measurement is not { } m)
        {
            return [];
        }

        var lines = new List<string>
        {
            m.Isolation == Isolations.Process
                ? Invariant($"Measured in processes of their own: each serializer's cells in a fresh process per round, {m.Rounds} round(s), shuffled order, seed {m.Seed} (--seed {m.Seed} replays the order).")
                : "Measured in the lab's own process, in plan order, one round (--in-process).",
        };
        if (m.Sink == Engine.Sinks.File)
        {
            lines.Add("Serialize wrote to a file on the temporary disk (--sink file): a FileStream with a 4 KiB buffer, rewound before and flushed to the OS after each call, never synced to the disk; deserialize and round trips used memory.");
        }

        if (Speed(m) is { } speed)
        {
            lines.Add(speed);
        }

        var cells = run.Cells.Where(c => c.Status == CellStatus.Ok).ToList();
        if (SpeedCorrected(m, cells) is { } corrected)
        {
            lines.Add(corrected);
        }

        if (cells.Count > 0 && m.MaxCanarySlowdown is { } slow && m.MaxOthersBusyCores is { } busy)
        {
            var spread = cells.Select(c => c.RoundsSpread).OfType<double>().ToList();
            var median = spread.Count == 0 ? null : (double?)spread.Order().ElementAt(spread.Count / 2);
            var stepped = m.MaxIterationStep is { } step ? Invariant($", or a light cell's middle iterations were > {step:P0} apart") : string.Empty;
            var disturbed = Invariant($"Disturbed (others used > {busy:0.00} cores, or the canary was > {slow:P0} slow{stepped}): {m.RetriedCells} of {cells.Count} cells re-measured, {m.DisturbedCells} still disturbed (marked !){LeftOut(m)}.");
            lines.Add(median is { } md ? disturbed + Invariant($" Rounds' medians apart: median {md:P1}, largest {spread.Max():P1}.") : disturbed);
        }

        if (m.StoppedRemeasuring is { } stopped)
        {
            lines.Add("Re-measuring stopped early: " + stopped + ".");
        }

        if (SlowProcesses(m) is { } slowProcesses)
        {
            lines.Add(slowProcesses);
        }

        if (TimeSpent(m) is { } time)
        {
            lines.Add(time);
        }

        if (BetweenProcesses(m, cells) is { } between)
        {
            lines.Add(between);
        }

        return lines;
    }

    /// <summary>
    /// "Slow processes (…), measured again: stj round 1 ×1.47 over 24 cells, …", or null in runs made before the
    /// check. Each process is named once per time it was found slow.
    /// </summary>
    public static string? SlowProcesses(MeasurementRecord m)
    {
        ArgumentNullException.ThrowIfNull(m);
        if (m.SlowProcesses is not { } found || m.MaxProcessSlowdown is not { } limit)
        {
            return null;
        }

        var rule = Invariant($"Slow processes (a measuring process whose cells were all > {limit:P0} slower than its serializer's other rounds: a state of that process, which its canary cannot show)");
        return found.Count == 0
            ? rule + ": none."
            : rule + ", measured again: " + string.Join(", ", found.Select(p => Invariant($"{p.Serializer} round {p.Round} ×{p.Ratio:0.00} over {p.Cells} cells"))) + ".";
    }

    /// <summary>
    /// "Measuring time: 798 s; the 2 rounds 330.2 s (54 processes, 876 cells' rounds); measuring again 440.5 s (…)", so a
    /// long run says where its time went; null when the run did not record it.
    /// </summary>
    public static string? TimeSpent(MeasurementRecord m)
    {
        ArgumentNullException.ThrowIfNull(m);
        if (m.Time is not { } time)
        {
            return null;
        }

        var rounds = Invariant($"Measuring time: {time.TotalSeconds:N0} s; the {m.Rounds} round(s) {Phase(time.Rounds)}");
        if (time.Remeasuring.Processes == 0)
        {
            return rounds + "; nothing measured again.";
        }

        var waiting = time.WaitingSeconds > 0 ? Invariant($", {time.WaitingSeconds:N1} s of it waiting for the canary to read fast") : string.Empty;
        return rounds + Invariant($"; measuring again (disturbed rounds, slow processes, extra rounds) {Phase(time.Remeasuring)}{waiting}.");
    }

    private static string Phase(MeasuringPhaseRecord phase)
    {
        var processes = Invariant($"{phase.Processes} process{(phase.Processes == 1 ? string.Empty : "es")}");
        var before = phase.BeforeFirstCellsSeconds is > 0 and var seconds
            ? Invariant($"; {seconds:N1} s of it before their first cells: starting, verifying and warming up")
            : string.Empty;
        return Invariant($"{phase.Seconds:N1} s ({processes}, {phase.CellRounds:N0} cells' rounds{before})");
    }

    private static string LeftOut(MeasurementRecord m) => m.LeftOutRounds is > 0 and var n
        ? Invariant($"; {n} disturbed round(s) left out of cells that had {m.Rounds} undisturbed rounds without them")
        : string.Empty;

    private static List<double> SortedReadings(MeasurementRecord m) => [.. m.CanaryTrace.Select(p => p.Ns).Order()];

    private static string Slower(double ns, double fastest) => Invariant($"{(ns / fastest) - 1:+0%;-0%;+0%}");

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
