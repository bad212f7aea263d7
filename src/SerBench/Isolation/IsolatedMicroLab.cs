using System.Diagnostics;
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
internal sealed class IsolatedMicroLab(IMicroWorkerLauncher launcher, ICanary canary, InterferencePolicy policy)
{
    private static readonly TimeSpan SettlePoll = TimeSpan.FromMilliseconds(250);

    private readonly List<CanaryPoint> _trace = [];
    private readonly List<SlowProcessRecord> _slowProcesses = [];
    private readonly long _start = Stopwatch.GetTimestamp();

    public static IsolatedMicroLab ForThisMachine() => new(new MicroWorkerProcess(), new Canary(), InterferencePolicy.Default);

    public IReadOnlyList<CellRecord> Run(MicroRunPlan plan, IRunObserver observer, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(observer);
        OptimizationCheck.EnsureOptimized(plan.Preset, plan.Serializers.Select(s => s.GetType().Assembly).Distinct());
        var seed = plan.Seed ?? RunOrder.NewSeed();
        var rounds = plan.Preset.Rounds;
        var cells = PlanCells(plan);
        var results = new CellRecord?[cells.Count, rounds + (plan.Preset.IsSmoke ? 0 : plan.Preset.MaxExtraRounds)];
        var judge = new RunJudge(policy);
        var progress = new Progress(observer, cells.Count * rounds);
        observer.Planned(cells.Count * rounds);
        observer.Measured(Summary(judge, plan, seed, []));

        for (var round = 1; round <= rounds && !cancellationToken.IsCancellationRequested; round++)
        {
            MeasureRound(plan, [.. plan.Serializers.Select(s => s.Info.Id)], cells, seed, round, results, progress, cancellationToken);
        }

        if (!plan.Preset.IsSmoke && !cancellationToken.IsCancellationRequested)
        {
            // Disturbed rounds are measured again first, so that disagreement is judged on undisturbed rounds;
            // the extra rounds get the same re-measuring if the machine disturbed them.
            Retry(plan, cells, results, judge, progress, slots: ..rounds, cancellationToken);
            RetrySlowProcesses(plan, cells, results, seed, progress, cancellationToken);
            SettleDisagreements(plan, cells, results, seed, progress, cancellationToken);
            Retry(plan, cells, results, judge, progress, slots: rounds.., cancellationToken);
        }

        var baseline = RunJudge.Baseline(_trace);
        var final = Final(cells, results, judge, baseline, plan.Preset.IsSmoke);
        observer.Measured(Summary(judge, plan, seed, final));
        return final;
    }

    private MeasurementRecord Summary(RunJudge judge, MicroRunPlan plan, int seed, IReadOnlyList<CellRecord> final) =>
        judge.Summarize(Isolations.Process, seed, plan.Preset.Rounds, [.. _trace], final) with
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
    private void RetrySlowProcesses(MicroRunPlan plan, List<PlanCell> cells, CellRecord?[,] results, int seed, Progress progress, CancellationToken cancellationToken)
    {
        var rounds = plan.Preset.Rounds;
        var ids = plan.Serializers.Select(s => s.Info.Id).ToList();
        for (var attempt = 1; attempt <= policy.MaxRetries && !cancellationToken.IsCancellationRequested; attempt++)
        {
            var byCell = cells.Select(c => (c.Serializer, (IReadOnlyList<CellRecord?>)[.. Enumerable.Range(0, rounds).Select(s => results[c.Cell.Index, s])])).ToList();
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
                var order = Order([.. mine.Select(c => c.Cell)], seed, process.Round, ids.IndexOf(process.Serializer) + 1);
                var previous = mine.ToDictionary(c => c.Cell.Index, c => results[c.Cell.Index, slot]!);
                Measure(Spec(plan, process.Serializer, process.Round, order), results, slot, progress, isSmoke: false, cancellationToken, previous);
            }
        }
    }

    /// <summary>
    /// Measures one more round (a fresh process per serializer, its own shuffled order) of every cell whose rounds'
    /// medians disagree beyond the preset's agreement, up to <see cref="Preset.MaxExtraRounds"/> times: the pooled
    /// median then follows the rounds that agree instead of splitting the difference with one process that ran slower code.
    /// </summary>
    private void SettleDisagreements(MicroRunPlan plan, List<PlanCell> cells, CellRecord?[,] results, int seed, Progress progress, CancellationToken cancellationToken)
    {
        var preset = plan.Preset;
        for (var extra = 1; extra <= preset.MaxExtraRounds && !cancellationToken.IsCancellationRequested; extra++)
        {
            var slot = preset.Rounds + extra - 1;
            var disagreeing = cells.Where(c => Disagree(RoundsOf(results, c.Cell.Index), preset.RoundsAgreement)).ToList();
            if (disagreeing.Count == 0)
            {
                return;
            }

            progress.Extend(disagreeing.Count);
            MeasureRound(plan, [.. disagreeing.Select(c => c.Serializer).Distinct()], disagreeing, seed, slot + 1, results, progress, cancellationToken);
        }
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
        Progress progress,
        CancellationToken cancellationToken)
    {
        ReadCanary();
        var ids = plan.Serializers.Select(s => s.Info.Id).ToList();
        foreach (var serializer in RunOrder.Shuffle(serializers, seed, round))
        {
            var mine = cells.Where(c => c.Serializer == serializer).Select(c => c.Cell).ToList();
            var salt = ids.IndexOf(serializer) + 1;
            Measure(Spec(plan, serializer, round, Order(mine, seed, round, salt)), results, round - 1, progress, plan.Preset.IsSmoke, cancellationToken);
            if (cancellationToken.IsCancellationRequested)
            {
                return;
            }
        }
    }

    /// <summary>
    /// True when every round is ok and no majority of them (more than half) has medians within
    /// <paramref name="agreement"/> of each other (largest over smallest, minus one): two rounds must agree
    /// with each other, three need two that agree, four need three.
    /// </summary>
    internal static bool Disagree(IReadOnlyList<CellRecord> rounds, double agreement)
    {
        if (rounds.Count < 2 || rounds.Any(r => r.Status != CellStatus.Ok))
        {
            return false;
        }

        var medians = rounds.SelectMany(r => r.Rounds ?? []).Select(r => r.MedianNs).OfType<double>().Order().ToList();
        if (medians.Count < 2 || medians[0] <= 0)
        {
            return false;
        }

        var majority = (medians.Count / 2) + 1;
        for (var first = 0; first + majority <= medians.Count; first++)
        {
            if ((medians[first + majority - 1] / medians[first]) - 1 <= agreement)
            {
                return false;
            }
        }

        return true;
    }

    private static List<CellRecord> RoundsOf(CellRecord?[,] results, int index) =>
        [.. Enumerable.Range(0, results.GetLength(1)).Select(s => results[index, s]).OfType<CellRecord>()];

    /// <summary>Re-measures the disturbed rounds among <paramref name="slots"/>, at most <see cref="InterferencePolicy.MaxRetries"/> times each, once the canary is fast again.</summary>
    private void Retry(MicroRunPlan plan, List<PlanCell> cells, CellRecord?[,] results, RunJudge judge, Progress progress, Range slots, CancellationToken cancellationToken)
    {
        for (var attempt = 1; attempt <= policy.MaxRetries && !cancellationToken.IsCancellationRequested; attempt++)
        {
            var baseline = RunJudge.Baseline(_trace);
            var disturbed = new List<(PlanCell Cell, int Slot)>();
            for (var i = 0; i < cells.Count; i++)
            {
                var (first, count) = slots.GetOffsetAndLength(results.GetLength(1));
                for (var slot = first; slot < first + count; slot++)
                {
                    if (results[i, slot] is { Status: CellStatus.Ok } record && judge.JudgeRound(record, baseline).Disturbed)
                    {
                        disturbed.Add((cells[i], slot));
                    }
                }
            }

            if (disturbed.Count == 0)
            {
                return;
            }

            progress.Extend(disturbed.Count);
            WaitUntilFast(baseline, cancellationToken);
            foreach (var group in disturbed.GroupBy(d => (d.Cell.Serializer, d.Slot)))
            {
                var spec = Spec(plan, group.Key.Serializer, group.Key.Slot + 1, [.. group.Select(d => d.Cell.Cell)]);
                var previous = group.ToDictionary(d => d.Cell.Cell.Index, d => results[d.Cell.Cell.Index, d.Slot]!);
                Measure(spec, results, group.Key.Slot, progress, isSmoke: false, cancellationToken, previous);
            }
        }
    }

    private void Measure(
        MicroWorkerSpec spec,
        CellRecord?[,] results,
        int slot,
        Progress progress,
        bool isSmoke,
        CancellationToken cancellationToken,
        Dictionary<int, CellRecord>? previous = null)
    {
        var next = 0;
        progress.Starting(spec, next);
        launcher.Run(spec, (index, record) =>
        {
            var now = Stopwatch.GetElapsedTime(_start).TotalSeconds;
            foreach (var reading in RunJudge.CanaryReadings(record))
            {
                _trace.Add(new CanaryPoint(now, reading));
            }

            record = Finished(record, now);
            if (previous is not null && previous.TryGetValue(index, out var replaced))
            {
                record = Attempted(record, replaced);
            }

            results[index, slot] = Relabel(record, slot + 1);
            progress.Completed(index, Combine(results, index, isSmoke));
            progress.Starting(spec, ++next);
        }, cancellationToken);
    }

    /// <summary>A re-measured round counts the attempts of the one it replaces; a failed retry keeps the earlier figures.</summary>
    private static CellRecord Attempted(CellRecord retried, CellRecord replaced)
    {
        var attempts = (replaced.Rounds is [var r, ..] ? r.Attempts : 1) + 1;
        var source = retried.Status == CellStatus.Ok ? retried : replaced;
        return source with { Rounds = source.Rounds?.Select(x => x with { Attempts = attempts }).ToList() };
    }

    private static CellRecord Relabel(CellRecord record, int round) =>
        record with { Rounds = record.Rounds?.Select(r => r with { Round = round }).ToList() };

    /// <summary>Stamps the rounds a process just delivered with the time they finished (a failed retry keeps the earlier round and its time).</summary>
    private static CellRecord Finished(CellRecord record, double seconds) =>
        record with { Rounds = record.Rounds?.Select(r => r with { FinishedAtSeconds = Math.Round(seconds, 3) }).ToList() };

    private static CellRecord Combine(CellRecord?[,] results, int index, bool isSmoke) => RoundPooling.Combine(RoundsOf(results, index), isSmoke);

    private static List<CellRecord> Final(List<PlanCell> cells, CellRecord?[,] results, RunJudge judge, double? baseline, bool isSmoke)
    {
        var final = new List<CellRecord>();
        for (var i = 0; i < cells.Count; i++)
        {
            var rounds = RoundsOf(results, i).Select(r => judge.JudgeRound(r, baseline)).ToList();
            if (rounds.Count > 0)
            {
                final.Add(RoundPooling.Combine(rounds, isSmoke));
            }
        }

        return final;
    }

    /// <summary>Waits (bounded) until the canary reads near the run's fastest, so a re-measurement is not disturbed again at once.</summary>
    private void WaitUntilFast(double? baseline, CancellationToken cancellationToken)
    {
        var waited = Stopwatch.StartNew();
        while (baseline is { } fast && waited.Elapsed < policy.SettleTimeout && !cancellationToken.IsCancellationRequested)
        {
            if ((ReadCanary() / fast) - 1 <= policy.MaxCanarySlowdown)
            {
                return;
            }

            cancellationToken.WaitHandle.WaitOne(SettlePoll);
        }
    }

    private double ReadCanary()
    {
        var ns = canary.MeasureNs();
        _trace.Add(new CanaryPoint(Stopwatch.GetElapsedTime(_start).TotalSeconds, ns));
        return ns;
    }

    /// <summary>Every cell of the plan, in plan order (its index is its place in the run's reports).</summary>
    private static List<PlanCell> PlanCells(MicroRunPlan plan) =>
        [.. PlannedPair.InPlanOrder(plan)
            .SelectMany(p => p.Operations.Select(op => (p, op)))
            .Select((x, i) => new PlanCell(x.p.Serializer.Info.Id, new MicroWorkerCell(i, x.p.Payload.Payload.Id, x.p.Payload.Size, x.op)))];

    /// <summary>One serializer's cells in the round's order: pairs shuffled, each pair's operations shuffled, a pair's operations kept together.</summary>
    private static List<MicroWorkerCell> Order(List<MicroWorkerCell> cells, int seed, int round, int salt)
    {
        var pairs = cells.GroupBy(c => (c.Payload, c.Size)).Select(g => g.ToList()).ToList();
        return [.. RunOrder.Shuffle(pairs, seed, round, salt)
            .SelectMany((pair, i) => RunOrder.Shuffle(pair, seed, round, (salt * 1_000) + i))];
    }

    private static MicroWorkerSpec Spec(MicroRunPlan plan, string serializer, int round, List<MicroWorkerCell> cells) => new()
    {
        Preset = plan.Preset.Name,
        Serializer = serializer,
        Round = round,
        Sample = plan.SamplePath,
        Sink = plan.Sink,
        Cells = cells,
        Warm = WarmOnly(plan, cells),
    };

    /// <summary>
    /// Every payload of the plan and of its warm set that <paramref name="cells"/> do not measure: a retry or an extra
    /// round measures a few cells, but must run the code that the full rounds warmed on all of the serializer's payloads.
    /// </summary>
    private static List<MicroWorkerPayload> WarmOnly(MicroRunPlan plan, IReadOnlyList<MicroWorkerCell> cells)
    {
        var measured = cells.Select(c => new MicroWorkerPayload(c.Payload, c.Size)).ToHashSet();
        return [.. plan.Payloads.Concat(plan.WarmPayloads)
            .Select(p => new MicroWorkerPayload(p.Payload.Id, p.Size))
            .Distinct()
            .Where(p => !measured.Contains(p))];
    }

    /// <summary>Counts every measurement (rounds and retries) for the progress display; each cell keeps its plan index.</summary>
    private sealed class Progress(IRunObserver observer, int total)
    {
        private int _total = total;

        public void Extend(int more)
        {
            _total += more;
            observer.Planned(_total);
        }

        public void Completed(int index, CellRecord combined) => observer.CellCompleted(index, combined);

        /// <summary>The child measures in spec order, so the cell after the last finished one is the one under way.</summary>
        public void Starting(MicroWorkerSpec spec, int position)
        {
            if (position < spec.Cells.Count)
            {
                var cell = spec.Cells[position];
                observer.CellStarting(cell.Index, spec.Serializer, cell.Payload, cell.Operation);
            }
        }
    }

    /// <summary>A cell of the plan and the serializer it belongs to.</summary>
    private sealed record PlanCell(string Serializer, MicroWorkerCell Cell);
}
