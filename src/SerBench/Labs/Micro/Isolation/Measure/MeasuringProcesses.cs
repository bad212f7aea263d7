using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro;

/// <summary>
/// Starts the run's measuring processes, for its rounds and for every re-measurement alike, and takes in each round a
/// process reports: its canary readings into the run's trace, then the round into the slot it was measured for, its
/// verdict decided (<see cref="JudgeStage"/>), and the cell shown as it stands.
/// </summary>
internal sealed class MeasuringProcesses(
    PreparedRun run,
    IMicroWorkerLauncher launcher,
    RunRounds rounds,
    JudgeStage judge,
    MeasurementProgress progress,
    MeasuringTimeLedger time,
    ILabClock clock)
{
    /// <summary>The run's latest in-place retries, handed to every process it starts (<see cref="InPlaceRetry"/>).</summary>
    private readonly RetryOutcomes _inPlaceOutcomes = new(judge.Rules.Policy);

    public RunRounds Rounds => rounds;

    /// <summary>A process's spec: one serializer's cells in order, the payloads it only warms, and what the run knows so far.</summary>
    public MicroWorkerSpec Spec(string serializer, int round, List<MicroWorkerCell> cells) => new()
    {
        Preset = run.Preset.Name,
        Serializer = serializer,
        SerializerType = run.Plan.Serializers.FirstOrDefault(s => s.Info.Id == serializer)?.GetType().FullName,
        Round = round,
        Sample = run.Plan.SamplePath,
        Sink = run.Plan.Sink,
        Cells = cells,
        Warm = WorkerCells.WarmOnly(run.Plan, cells),
        CanaryBaselineNs = judge.Baseline,
        InPlaceOutcomes = _inPlaceOutcomes.Latest,
        MeasuresSizes = cells.Any(c => !rounds[c.Index].Reported),
    };

    /// <summary>
    /// Runs one measuring process; each cell it delivers goes to the round slot <paramref name="slotOf"/> gives for its
    /// index, and a cell in <paramref name="replacing"/> replaces that round (keeping its figures if it failed).
    /// </summary>
    public void Run(MicroWorkerSpec spec, Func<int, int> slotOf, bool isSmoke, CancellationToken cancellationToken, IReadOnlyDictionary<int, MeasuredRound>? replacing = null)
    {
        var next = 0;
        progress.Starting(spec, next);
        var outcome = launcher.Run(spec, (index, record) =>
        {
            Arrived(index, record, slotOf, isSmoke, replacing);
            progress.Starting(spec, ++next);
        }, cancellationToken);
        time.ProcessRan(outcome);
        progress.Idle();
    }

    private void Arrived(int index, CellRecord record, Func<int, int> slotOf, bool isSmoke, IReadOnlyDictionary<int, MeasuredRound>? replacing)
    {
        if (record.Status == CellStatus.Ok)
        {
            time.CellRoundMeasured();
        }

        var now = clock.Elapsed.TotalSeconds;
        foreach (var reading in RunJudge.CanaryReadings(record))
        {
            judge.Observe(now, reading);
        }

        record = Finished(record, now);

        // A round its process retried itself: whether it came back disturbed again says whether retrying in place helps.
        var retriedInPlace = record.Status == CellStatus.Ok && InPlaceRetry.Attempts(record) >= InPlaceRetry.MaxAttempts;
        if (replacing is not null && replacing.TryGetValue(index, out var replaced))
        {
            record = RoundPooling.WithSizes(InPlaceRetry.Attempted(record, replaced.Reported), [replaced.Reported]);
        }

        var slot = slotOf(index);
        var measured = new MeasuredRound(index, slot, Relabel(record, slot + 1));
        rounds[index].Put(measured);
        var verdict = judge.Decide(measured);
        if (retriedInPlace)
        {
            _inPlaceOutcomes.Add(verdict.Disturbed);
        }

        var combined = RoundPooling.Combine([.. rounds[index].Measured.Select(r => r.Reported)], isSmoke);
        progress.Completed(index, isSmoke ? combined : WithLatestJudged(combined, verdict));
    }

    private static CellRecord Relabel(CellRecord record, int round) =>
        record with { Rounds = record.Rounds?.Select(r => r with { Round = round }).ToList() };

    /// <summary>Stamps the rounds a process just delivered with the time they finished (a failed retry keeps the earlier round and its time).</summary>
    private static CellRecord Finished(CellRecord record, double seconds) =>
        record with { Rounds = record.Rounds?.Select(r => r with { FinishedAtSeconds = Math.Round(seconds, 3) }).ToList() };

    /// <summary>
    /// The cell so far as the display and the partial run file see it, with the round just measured carrying its verdict,
    /// so a person watching sees why rounds are measured again; the pool stage's cell, from the final verdicts, replaces it.
    /// </summary>
    private static CellRecord WithLatestJudged(CellRecord combined, RoundVerdict verdict)
    {
        if (combined.Rounds is not { } rounds || verdict.JudgedRounds is not [.., var judged])
        {
            return combined;
        }

        return combined with { Rounds = [.. rounds.Select(r => r.Round == judged.Round && r.FinishedAtSeconds == judged.FinishedAtSeconds ? judged : r)] };
    }
}
