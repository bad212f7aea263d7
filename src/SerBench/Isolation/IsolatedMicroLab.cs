using SerBench.Engine;
using SerBench.Engine.Interference;
using SerBench.RunFiles;

namespace SerBench.Isolation;

/// <summary>
/// The micro lab's default way of measuring: every serializer's cells in a process of their own, in rounds
/// (each round a fresh process per serializer and its own shuffled order), with the machine watched around
/// every cell; rounds measured while the machine was busy or slow are measured again once it is back at
/// full speed. Each cell's figures pool every round's iterations.
/// </summary>
/// <param name="launcher">Starts the measuring processes.</param>
/// <param name="canary">The lab's own readings of the machine's speed, between processes.</param>
/// <param name="policy">When a round is disturbed, and how often it is measured again.</param>
/// <param name="warmsLabSide">Whether to compile the lab's own per-cell work before the first measuring process starts (<see cref="LabSideWarmup"/>).</param>
/// <param name="clock">The lab's time and waits; null: the machine's own, started now.</param>
internal sealed class IsolatedMicroLab(IMicroWorkerLauncher launcher, ICanary canary, InterferencePolicy policy, bool warmsLabSide = false, ILabClock? clock = null)
{
    private static readonly TimeSpan SettlePoll = TimeSpan.FromMilliseconds(250);

    private readonly RunJudge _judge = new(policy);

    /// <summary>The run's latest in-place retries, handed to every process it starts (<see cref="InPlaceRetry"/>).</summary>
    private readonly RetryOutcomes _inPlaceOutcomes = new(policy);
    private readonly List<CanaryPoint> _trace = [];
    private readonly List<SlowProcessRecord> _slowProcesses = [];

    /// <summary>Why the follow-up passes stopped before the cells' retries ran out, or null.</summary>
    private string? _stoppedRemeasuring;

    /// <summary>Plan indexes of the cells some process has reported: their sizes are known (or have none to know).</summary>
    private readonly HashSet<int> _reported = [];
    private readonly ILabClock _clock = clock ?? new StopwatchClock();
    private readonly MeasuringTimeLedger _time = new();

    public static IsolatedMicroLab ForThisMachine() => new(new MicroWorkerProcess(), new Canary(), InterferencePolicy.Default, warmsLabSide: true);

    public IReadOnlyList<CellRecord> Run(MicroRunPlan plan, IRunObserver observer, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(observer);
        OptimizationCheck.EnsureOptimized(plan.Preset, plan.Serializers.Select(s => s.GetType().Assembly).Distinct());
        var seed = plan.Seed ?? RunOrder.NewSeed();
        var rounds = plan.Preset.Rounds;
        var cells = PlanCells(plan);
        var results = new CellRecord?[cells.Count, rounds + (plan.Preset.IsSmoke ? 0 : plan.Preset.MaxExtraRounds)];
        var progress = new MeasurementProgress(observer, cells.Count * rounds);
        observer.Planned(cells.Count * rounds);
        observer.Measured(Summary(plan, seed, []));
        if (warmsLabSide && !plan.Preset.IsSmoke)
        {
            LabSideWarmup.Run(_judge);
        }

        _time.EnterRounds(_clock.Elapsed);
        for (var round = 1; round <= rounds && !cancellationToken.IsCancellationRequested; round++)
        {
            MeasureRound(plan, [.. plan.Serializers.Select(s => s.Info.Id)], cells, seed, round, results, progress, cancellationToken);
        }

        if (!plan.Preset.IsSmoke && !cancellationToken.IsCancellationRequested)
        {
            _time.EnterRemeasuring(_clock.Elapsed);
            RetrySlowProcesses(plan, cells, results, seed, progress, cancellationToken);
            FollowUp(plan, cells, results, seed, progress, cancellationToken);
        }

        _time.Leave(_clock.Elapsed);

        var baseline = RunJudge.Baseline(_trace);
        var reference = plan.Preset.IsSmoke ? null : SpeedCorrection.ReferenceNs(results.Cast<CellRecord?>().OfType<CellRecord>());
        var floored = ProcessSpread.Apply(Final(cells, results, _judge, baseline, reference, plan.Preset.IsSmoke, plan.Preset.Rounds));
        observer.Measured(Summary(plan, seed, floored.Cells) with
        {
            SpeedReferenceNs = reference,
            ProcessSpread = floored.Spread.Sigma,
            ProcessSpreadCells = floored.Spread.Cells,
            ProcessSpreadBySerializer = floored.Wider,
            ProcessSpreadIncludesDisturbed = floored.FromDisturbed ? true : null,
            DisturbedProcessSpread = floored.DisturbedSpread,
            Time = _time.ToRecord(_clock.Elapsed),
        });
        return floored.Cells;
    }

    private MeasurementRecord Summary(MicroRunPlan plan, int seed, IReadOnlyList<CellRecord> final) =>
        _judge.Summarize(Isolations.Process, seed, plan.Preset.Rounds, [.. _trace], final, _stoppedRemeasuring) with
        {
            Sink = plan.Sink,
            CanaryWork = canary.Work,
            SlowProcesses = [.. _slowProcesses],
            MaxProcessSlowdown = policy.MaxProcessSlowdown,
        };

    /// <summary>
    /// Measures again, in a fresh process with the round's own order, every serializer's round whose process ran slow
    /// as a whole (see <see cref="SlowProcessCheck"/>), at most <see cref="InterferencePolicy.MaxRetries"/> times: such a
    /// process is off in its own state, so pooling it would shift every one of its cells.
    /// </summary>
    /// <remarks>
    /// Rounds the machine disturbed are left out of this check: they are slow for a reason the canary or the OS saw,
    /// and <see cref="FollowUp"/> measures them again.
    /// </remarks>
    private void RetrySlowProcesses(MicroRunPlan plan, List<PlanCell> cells, CellRecord?[,] results, int seed, MeasurementProgress progress, CancellationToken cancellationToken)
    {
        var rounds = plan.Preset.Rounds;
        var ids = plan.Serializers.Select(s => s.Info.Id).ToList();
        for (var attempt = 1; attempt <= policy.MaxRetries && !cancellationToken.IsCancellationRequested; attempt++)
        {
            var baseline = RunJudge.Baseline(_trace);
            var byCell = cells.Select(c => (c.Serializer, (IReadOnlyList<CellRecord?>)[.. Enumerable.Range(0, rounds).Select(s => Undisturbed(results[c.Cell.Index, s], _judge, baseline))])).ToList();
            var slow = SlowProcessCheck.Find(byCell, policy.MaxProcessSlowdown, policy.MinCellsForProcessCheck);
            if (slow.Count == 0)
            {
                return;
            }

            _slowProcesses.AddRange(slow);
            var again = slow.Select(p => (Process: p, Cells: cells.Where(c => c.Serializer == p.Serializer && results[c.Cell.Index, p.Round - 1] is { Status: CellStatus.Ok }).ToList())).ToList();
            progress.Extend(again.Sum(a => a.Cells.Count));
            WaitUntilFast(RunJudge.Baseline(_trace), cancellationToken);
            foreach (var (process, mine) in again)
            {
                var slot = process.Round - 1;
                var order = WorkerCells.Order([.. mine.Select(c => c.Cell)], seed, process.Round, ids.IndexOf(process.Serializer) + 1);
                var previous = mine.ToDictionary(c => c.Cell.Index, c => results[c.Cell.Index, slot]!);
                Measure(Spec(plan, process.Serializer, process.Round, order), results, _ => slot, progress, isSmoke: false, cancellationToken, previous);
            }
        }
    }

    private static CellRecord? Undisturbed(CellRecord? record, RunJudge judge, double? baseline) =>
        record is { Status: CellStatus.Ok } && judge.JudgeRound(record, baseline).Disturbed ? null : record;

    /// <summary>
    /// What the rounds still need, in passes until nothing is left: every disturbed round is measured again (at most
    /// <see cref="InterferencePolicy.MaxRetries"/> times, once the canary is fast), and every cell whose rounds disagree
    /// beyond the preset's agreement, once none of them waits to be measured again, gets one more round (up to <see cref="Preset.MaxExtraRounds"/>), so
    /// the pooled median follows the rounds that agree instead of splitting the difference with one process that ran
    /// slower code. A pass starts one fresh process per serializer for all of that serializer's cells, whichever round
    /// each of them needs, and never measures one cell twice in one process. A pass whose re-measured rounds mostly came
    /// back disturbed again ends the passes (<see cref="RunJudge.StopRemeasuring"/>), and one whose first processes' did, by a
    /// wider margin, ends there (<see cref="RunJudge.StopRemeasuringDuringPass"/>): the machine is not settling.
    /// </summary>
    /// <remarks>
    /// Each process costs seconds before its first cell (start, verifying and warming all of the serializer's pairs,
    /// BenchmarkDotNet's first run): one process per serializer and slot for the retries, then one per serializer for
    /// each extra round, then again per slot for their retries, started 96 processes in a default run of 36 rounds.
    /// </remarks>
    private void FollowUp(MicroRunPlan plan, List<PlanCell> cells, CellRecord?[,] results, int seed, MeasurementProgress progress, CancellationToken cancellationToken)
    {
        var preset = plan.Preset;
        var ids = plan.Serializers.Select(s => s.Info.Id).ToList();

        // Every pass spends a retry of some round or fills a round slot, so this bound is never the one that stops it.
        var passes = results.GetLength(1) * (policy.MaxRetries + 1);
        for (var pass = 1; pass <= passes && !cancellationToken.IsCancellationRequested; pass++)
        {
            var baseline = RunJudge.Baseline(_trace);
            var work = new List<(PlanCell Cell, int Slot, bool Retry)>();
            foreach (var cell in cells)
            {
                if (RoundSlots.Next(results, cell.Cell.Index, _judge, baseline, policy.MaxRetries, preset.RoundsAgreement, preset.Rounds) is { } next)
                {
                    work.Add((cell, next.Slot, next.Retry));
                }
            }

            if (work.Count == 0)
            {
                return;
            }

            progress.Extend(work.Count);
            if (work.Any(w => w.Retry))
            {
                WaitUntilFast(baseline, cancellationToken);
            }

            var round = preset.Rounds + preset.MaxExtraRounds + pass;
            var bySerializer = work.GroupBy(w => w.Cell.Serializer).ToDictionary(g => g.Key, g => g.ToList());
            var retried = new List<(int Index, int Slot)>();
            var processes = 0;
            var measuredInPass = 0;
            foreach (var serializer in RunOrder.Shuffle([.. bySerializer.Keys], seed, round))
            {
                var mine = bySerializer[serializer];
                var slots = mine.ToDictionary(w => w.Cell.Cell.Index, w => w.Slot);
                var previous = mine.Where(w => w.Retry).ToDictionary(w => w.Cell.Cell.Index, w => results[w.Cell.Cell.Index, w.Slot]!);
                var order = WorkerCells.Order([.. mine.Select(w => w.Cell.Cell)], seed, round, ids.IndexOf(serializer) + 1);
                Measure(Spec(plan, serializer, mine.Max(w => w.Slot) + 1, order), results, index => slots[index], progress, isSmoke: false, cancellationToken, previous);
                if (cancellationToken.IsCancellationRequested)
                {
                    return;
                }

                retried.AddRange(mine.Where(w => w.Retry).Select(w => (w.Cell.Cell.Index, w.Slot)));
                measuredInPass += mine.Count;
                if (_judge.StopRemeasuringDuringPass(pass, ++processes, bySerializer.Count, retried.Count, DisturbedAgain(results, retried)) is { } early)
                {
                    _stoppedRemeasuring = early;
                    progress.Extend(measuredInPass - work.Count);
                    return;
                }
            }

            if (_judge.StopRemeasuring(pass, retried.Count, DisturbedAgain(results, retried)) is { } stop)
            {
                _stoppedRemeasuring = stop;
                return;
            }
        }
    }

    /// <summary>How many of the <paramref name="retried"/> rounds (cell index, slot) are still disturbed, judged against the whole trace so far.</summary>
    private int DisturbedAgain(CellRecord?[,] results, List<(int Index, int Slot)> retried)
    {
        var baseline = RunJudge.Baseline(_trace);
        return retried.Count(r => results[r.Index, r.Slot] is { Status: CellStatus.Ok } record && _judge.JudgeRound(record, baseline).Disturbed);
    }

    /// <summary>
    /// One round of <paramref name="cells"/>: a fresh process per serializer, the serializers in the round's shuffled
    /// order (from <paramref name="serializers"/>), each one's cells in its own shuffled order.
    /// </summary>
    private void MeasureRound(
        MicroRunPlan plan,
        List<string> serializers,
        List<PlanCell> cells,
        int seed,
        int round,
        CellRecord?[,] results,
        MeasurementProgress progress,
        CancellationToken cancellationToken)
    {
        ReadCanary();
        var ids = plan.Serializers.Select(s => s.Info.Id).ToList();
        foreach (var serializer in RunOrder.Shuffle(serializers, seed, round))
        {
            var mine = cells.Where(c => c.Serializer == serializer).Select(c => c.Cell).ToList();
            var salt = ids.IndexOf(serializer) + 1;
            Measure(Spec(plan, serializer, round, WorkerCells.Order(mine, seed, round, salt)), results, _ => round - 1, progress, plan.Preset.IsSmoke, cancellationToken);
            if (cancellationToken.IsCancellationRequested)
            {
                return;
            }
        }
    }

    /// <summary>Runs one measuring process; each cell it delivers goes to the round slot <paramref name="slotOf"/> gives for its index.</summary>
    private void Measure(
        MicroWorkerSpec spec,
        CellRecord?[,] results,
        Func<int, int> slotOf,
        MeasurementProgress progress,
        bool isSmoke,
        CancellationToken cancellationToken,
        Dictionary<int, CellRecord>? previous = null)
    {
        var next = 0;
        progress.Starting(spec, next);
        var outcome = launcher.Run(spec, (index, record) =>
        {
            if (record.Status == CellStatus.Ok)
            {
                _time.CellRoundMeasured();
            }

            var now = _clock.Elapsed.TotalSeconds;
            foreach (var reading in RunJudge.CanaryReadings(record))
            {
                _trace.Add(new CanaryPoint(now, reading));
            }

            record = Finished(record, now);
            LearnInPlaceOutcome(record);
            if (previous is not null && previous.TryGetValue(index, out var replaced))
            {
                record = RoundPooling.WithSizes(InPlaceRetry.Attempted(record, replaced), [replaced]);
            }

            _reported.Add(index);

            var slot = slotOf(index);
            var measured = Relabel(record, slot + 1);
            results[index, slot] = measured;
            progress.Completed(index, WithLatestJudged(Combine(results, index, isSmoke), measured, isSmoke));
            progress.Starting(spec, ++next);
        }, cancellationToken);
        _time.ProcessRan(outcome);
        progress.Idle();
    }

    /// <summary>Notes whether a round the process retried itself came back disturbed again, against the run's canary so far.</summary>
    private void LearnInPlaceOutcome(CellRecord record)
    {
        if (record.Status == CellStatus.Ok && InPlaceRetry.Attempts(record) >= InPlaceRetry.MaxAttempts)
        {
            _inPlaceOutcomes.Add(_judge.JudgeRound(record, RunJudge.Baseline(_trace)).Disturbed);
        }
    }

    private static CellRecord Relabel(CellRecord record, int round) =>
        record with { Rounds = record.Rounds?.Select(r => r with { Round = round }).ToList() };

    /// <summary>Stamps the rounds a process just delivered with the time they finished (a failed retry keeps the earlier round and its time).</summary>
    private static CellRecord Finished(CellRecord record, double seconds) =>
        record with { Rounds = record.Rounds?.Select(r => r with { FinishedAtSeconds = Math.Round(seconds, 3) }).ToList() };

    /// <summary>
    /// The cell so far as the display and the partial run file see it, with the round just measured judged against the
    /// canary's readings so far, so a person watching sees why rounds are measured again. The run's final judgement,
    /// against all of its readings, replaces it.
    /// </summary>
    private CellRecord WithLatestJudged(CellRecord combined, CellRecord measured, bool isSmoke)
    {
        if (isSmoke || combined.Rounds is not { } rounds || _judge.JudgeRound(measured, RunJudge.Baseline(_trace)).Rounds is not [.., var judged])
        {
            return combined;
        }

        return combined with { Rounds = [.. rounds.Select(r => r.Round == judged.Round && r.FinishedAtSeconds == judged.FinishedAtSeconds ? judged : r)] };
    }

    private static CellRecord Combine(CellRecord?[,] results, int index, bool isSmoke) => RoundPooling.Combine(RoundSlots.RoundsOf(results, index), isSmoke);

    /// <summary>Every cell's figures from its rounds, each round judged against the run's canary and put at its reference speed (<see cref="SpeedCorrection"/>).</summary>
    private static List<CellRecord> Final(List<PlanCell> cells, CellRecord?[,] results, RunJudge judge, double? baseline, double? reference, bool isSmoke, int minCleanRounds)
    {
        var final = new List<CellRecord>();
        for (var i = 0; i < cells.Count; i++)
        {
            var rounds = RoundSlots.RoundsOf(results, i)
                .Select(r => judge.JudgeRound(r, baseline))
                .Select(r => reference is { } speed ? SpeedCorrection.Apply(r, speed) : r)
                .ToList();
            if (rounds.Count > 0)
            {
                final.Add(RoundPooling.Combine(rounds, isSmoke, minCleanRounds));
            }
        }

        return final;
    }

    /// <summary>Waits (bounded) until the canary reads near the run's fastest, so a re-measurement is not disturbed again at once.</summary>
    private void WaitUntilFast(double? baseline, CancellationToken cancellationToken)
    {
        var started = _clock.Elapsed;
        try
        {
            while (baseline is { } fast && _clock.Elapsed - started < policy.SettleTimeout && !cancellationToken.IsCancellationRequested)
            {
                if ((ReadCanary() / fast) - 1 <= policy.MaxCanarySlowdown)
                {
                    return;
                }

                _clock.Wait(SettlePoll, cancellationToken);
            }
        }
        finally
        {
            _time.Waited(_clock.Elapsed - started);
        }
    }

    private double ReadCanary()
    {
        var ns = canary.MeasureNs();
        _trace.Add(new CanaryPoint(_clock.Elapsed.TotalSeconds, ns));
        return ns;
    }

    /// <summary>Every cell of the plan, in plan order (its index is its place in the run's reports).</summary>
    private static List<PlanCell> PlanCells(MicroRunPlan plan) =>
        [.. PlannedPair.InPlanOrder(plan)
            .SelectMany(p => p.Operations.Select(op => (p, op)))
            .Select((x, i) => new PlanCell(x.p.Serializer.Info.Id, new MicroWorkerCell(i, x.p.Payload.Payload.Id, x.p.Payload.Size, x.op)))];

    private MicroWorkerSpec Spec(MicroRunPlan plan, string serializer, int round, List<MicroWorkerCell> cells) => new()
    {
        Preset = plan.Preset.Name,
        Serializer = serializer,
        Round = round,
        Sample = plan.SamplePath,
        Sink = plan.Sink,
        Cells = cells,
        Warm = WorkerCells.WarmOnly(plan, cells),
        CanaryBaselineNs = RunJudge.Baseline(_trace),
        InPlaceOutcomes = _inPlaceOutcomes.Latest,
        MeasuresSizes = cells.Any(c => !_reported.Contains(c.Index)),
    };

    /// <summary>A cell of the plan and the serializer it belongs to.</summary>
    private sealed record PlanCell(string Serializer, MicroWorkerCell Cell);
}
