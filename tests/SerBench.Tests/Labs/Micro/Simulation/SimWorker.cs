using SerBench.Engine.Interference;
using SerBench.Labs.Micro;
using static SerBench.Tests.Labs.Micro.Simulation.DecisionLog;

namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>
/// Plays the measuring processes on the simulated machine as `micro-worker` runs them: each cell watched by the canary
/// and the OS probe, a round disturbed by a slow machine retried in place by the real <see cref="InPlaceRetry"/>, a
/// crash failing the cells not yet reported, cancellation leaving them unreported.
/// </summary>
internal sealed class SimWorker(SimScenario scenario, SimMachine machine, SimClock clock, DecisionLog log, CancellationTokenSource cancel) : IMicroWorkerLauncher
{
    public static readonly TimeSpan StartUp = TimeSpan.FromSeconds(1.5);
    public static readonly TimeSpan CellTime = TimeSpan.FromMilliseconds(400);

    private readonly Dictionary<(string, int), int> _attempts = [];
    private int _processes;

    public MicroWorkerOutcome Run(MicroWorkerSpec spec, Action<int, CellRecord> onCell, CancellationToken cancellationToken)
    {
        var process = ++_processes;
        var attempt = _attempts[(spec.Serializer, spec.Round)] = _attempts.GetValueOrDefault((spec.Serializer, spec.Round)) + 1;
        log.Write(Describe(process, attempt, spec));
        log.Count(Kinds.Process);
        clock.Advance(StartUp);
        var smoke = scenario.Preset.IsSmoke;
        var watch = smoke ? null : new InterferenceWatch(new SimCanary(machine, clock, log: null), new SimProbe(machine, clock));
        var retry = smoke ? null : new InPlaceRetry(InterferencePolicy.Default, spec.CanaryBaselineNs, Sleep, spec.InPlaceOutcomes);
        var level = machine.ProcessLevel(spec.Serializer, spec.Round, attempt);
        var crashAfter = machine.CrashAfter(spec.Serializer, spec.Round, attempt, spec.Cells.Count);
        for (var i = 0; i < spec.Cells.Count; i++)
        {
            if (i == crashAfter)
            {
                return Crash(spec, i, onCell);
            }

            if (process == scenario.CancelAtProcess && i == spec.Cells.Count / 2)
            {
                log.Write("  the run is cancelled");
                log.Count(Kinds.Cancelled);
                cancel.Cancel();
                return new MicroWorkerOutcome(i == 0 ? null : StartUp);
            }

            var cell = spec.Cells[i];
            var record = Measure(spec, cell, level, attempt, 1, watch);
            for (var measurement = 2; retry is not null && watch is not null && retry.ShouldRetry(record, watch); measurement++)
            {
                log.Write(FormattableString.Invariant($"  retries cell {cell.Index} in place"));
                log.Count(Kinds.InPlaceRetry);
                record = InPlaceRetry.Attempted(Measure(spec, cell, level, attempt, measurement, watch), record);
            }

            log.Write("  reports " + Line(cell, record));
            onCell(cell.Index, record);
        }

        return new MicroWorkerOutcome(StartUp);
    }

    private MicroWorkerOutcome Crash(MicroWorkerSpec spec, int measured, Action<int, CellRecord> onCell)
    {
        log.Write(FormattableString.Invariant($"  crashes after {measured} cells"));
        log.Count(Kinds.Crash);
        foreach (var cell in spec.Cells.Skip(measured))
        {
            onCell(cell.Index, MicroWorkerProcess.Failed(spec, cell, "the measuring process ended with exit code 134 before it measured this cell", "Fatal error. Internal CLR error. (0x80131506)"));
        }

        return new MicroWorkerOutcome(measured == 0 ? null : StartUp);
    }

    private CellRecord Measure(MicroWorkerSpec spec, MicroWorkerCell cell, double level, int attempt, int measurement, InterferenceWatch? watch)
    {
        var record = new CellRecord { Serializer = spec.Serializer, Payload = cell.Payload, PayloadSize = cell.Size, Operation = cell.Operation, Status = CellStatus.Ok };
        if (scenario.Unsupported.Contains((spec.Serializer, cell.Payload)))
        {
            return record with { Status = CellStatus.Unsupported, Reason = "the simulated adapter does not take this payload" };
        }

        if (scenario.Unequal.Contains((spec.Serializer, cell.Payload, cell.Operation)))
        {
            return record with { Status = CellStatus.Failed, Reason = "The round trip is not equal.", Diff = "$.Name: \"x\" != \"y\"" };
        }

        if (spec.MeasuresSizes)
        {
            var size = 20 + (long)(machine.BaseNs(spec.Serializer, cell.Payload, "size") / 3);
            record = record with { SizeBytes = size, GzipBytes = size + 11, BrotliBytes = size + 3, ZstdBytes = size + 7 };
        }

        var started = watch?.Begin();
        var ns = machine.BaseNs(spec.Serializer, cell.Payload, cell.Operation) * level * machine.Quirk(spec.Serializer, cell.Index, spec.Round, attempt, measurement)
            * machine.Slowdown(clock.Elapsed + (CellTime / 2));
        clock.Advance(scenario.Preset.IsSmoke ? CellTime / 8 : CellTime);
        var reading = started is null ? null : watch!.End(started);
        var stepped = machine.Stepped(spec.Serializer, cell.Index, spec.Round, attempt, measurement);
        double[] iterations = scenario.Preset.IsSmoke ? [] : [.. Enumerable.Range(0, 4).Select(i => Iteration(ns, i, stepped, spec, cell, attempt, measurement))];
        ns = scenario.Preset.IsSmoke ? Math.Round(ns, 2) : SampleStatistics.Of(iterations).Median;
        var heavy = cell.Payload == "complex" && cell.Operation == Operations.RoundTrip;
        record = record with
        {
            MedianNs = ns,
            Iterations = scenario.Preset.IsSmoke ? 1 : null,
            AllocatedBytes = scenario.Preset.IsSmoke ? null : heavy ? 120_000 : 24 + (long)(ns / 10),
            Gen0PerThousandOps = scenario.Preset.IsSmoke ? null : 0.5,
            Gen2PerThousandOps = scenario.Preset.IsSmoke ? null : heavy ? 0.2 : 0,
            Rounds = [new RoundRecord { Round = spec.Round, MedianNs = ns, IterationNs = iterations, OverheadNs = scenario.Preset.IsSmoke ? null : 0.3, Interference = reading }],
        };
        return scenario.Preset.IsSmoke ? record : RoundPooling.Combine([record], isSmoke: false);
    }

    private double Iteration(double ns, int i, bool stepped, MicroWorkerSpec spec, MicroWorkerCell cell, int attempt, int measurement)
    {
        var jitter = 1 + (0.01 * (machine.Dice.Roll(50, SimDice.Name(spec.Serializer), cell.Index, spec.Round, attempt, measurement, i) - 0.5));
        return Math.Round(ns * jitter * (stepped && i >= 2 ? 1.4 : 1), 2);
    }

    private void Sleep(TimeSpan duration)
    {
        log.Write(FormattableString.Invariant($"  waits {duration.TotalMilliseconds} ms for a fast canary"));
        log.Count(Kinds.ChildWait);
        clock.Advance(duration);
    }

    private static string Describe(int process, int attempt, MicroWorkerSpec spec) =>
        FormattableString.Invariant($"process {process}: {spec.Serializer} round {spec.Round} (attempt {attempt}); cells [{string.Join(", ", spec.Cells.Select(c => $"{c.Index} {c.Payload}/{c.Operation}"))}]; ") +
        $"warm [{string.Join(", ", spec.Warm.Select(w => $"{w.Payload}@{w.Size}"))}]; baseline {N(spec.CanaryBaselineNs)}; " +
        $"in-place outcomes [{string.Join("", spec.InPlaceOutcomes.Select(o => o ? 'D' : 'w'))}]; sizes {(spec.MeasuresSizes ? "yes" : "no")}";

    private static string Line(MicroWorkerCell cell, CellRecord record) =>
        FormattableString.Invariant($"{cell.Index} {record.Status}") + (record.Rounds is [var round]
            ? $" median {N(round.MedianNs)}, attempts {round.Attempts}, canary {N(round.Interference?.CanaryBeforeNs)}/{N(round.Interference?.CanaryAfterNs)}, others {N(round.Interference?.OthersBusyCores)}"
            : string.Empty);
}
