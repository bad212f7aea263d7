namespace SerBench.Labs.Micro;

/// <summary>
/// What the rounds still need, in passes until nothing is left: every disturbed round is measured again (at most
/// <see cref="Engine.Interference.InterferencePolicy.MaxRetries"/> times, once the canary is fast), and every cell whose
/// rounds disagree beyond the preset's agreement, once none of them waits to be measured again, gets one more round (up
/// to <see cref="Preset.MaxExtraRounds"/>), so the pooled median follows the rounds that agree instead of splitting the
/// difference with one process that ran slower code. A pass starts one fresh process per serializer for all of that
/// serializer's cells, whichever round each of them needs, and never measures one cell twice in one process: each process
/// costs seconds before its first cell. A pass whose re-measured rounds mostly came back disturbed again ends the passes
/// (<see cref="Engine.Interference.RunJudge.StopRemeasuring"/>), and one whose first processes' did, by a wider margin,
/// ends there (<see cref="Engine.Interference.RunJudge.StopRemeasuringDuringPass"/>): the machine is not settling.
/// </summary>
internal sealed class FollowUpPasses(PreparedRun run, JudgeStage judge, MeasuringProcesses processes, SettleWait settle, MeasurementProgress progress)
{
    /// <summary>Runs the passes; returns why they stopped before the cells' retries ran out, or null.</summary>
    public string? Run(RunRounds rounds, CancellationToken cancellationToken)
    {
        var preset = run.Preset;
        var policy = judge.Rules.Policy;

        // Every pass spends a retry of some round or fills a round slot, so this bound is never the one that stops it.
        var passes = run.Slots * (policy.MaxRetries + 1);
        for (var pass = 1; pass <= passes && !cancellationToken.IsCancellationRequested; pass++)
        {
            var baseline = judge.Baseline;
            var work = new List<(CellRounds Cell, int Slot, bool Retry)>();
            foreach (var cell in rounds.Cells)
            {
                if (NextMeasurement.Of(cell, judge, policy.MaxRetries, preset.RoundsAgreement, preset.Rounds) is { } next)
                {
                    work.Add((cell, next.Slot, next.Retry));
                }
            }

            if (work.Count == 0)
            {
                return null;
            }

            progress.Extend(work.Count);
            if (work.Any(w => w.Retry))
            {
                settle.UntilFast(baseline, cancellationToken);
            }

            var round = preset.Rounds + preset.MaxExtraRounds + pass;
            var bySerializer = work.GroupBy(w => w.Cell.Serializer).ToDictionary(g => g.Key, g => g.ToList());
            var retried = new List<(int Index, int Slot)>();
            var started = 0;
            var measuredInPass = 0;
            foreach (var serializer in RunOrder.Shuffle([.. bySerializer.Keys], run.Seed, round))
            {
                var mine = bySerializer[serializer];
                var slots = mine.ToDictionary(w => w.Cell.Index, w => w.Slot);
                var replacing = mine.Where(w => w.Retry).ToDictionary(w => w.Cell.Index, w => w.Cell.At(w.Slot)!);
                var order = WorkerCells.Order([.. mine.Select(w => w.Cell.Cell)], run.Seed, round, run.Salt(serializer));
                processes.Run(processes.Spec(serializer, mine.Max(w => w.Slot) + 1, order), index => slots[index], isSmoke: false, cancellationToken, replacing);
                if (cancellationToken.IsCancellationRequested)
                {
                    return null;
                }

                retried.AddRange(mine.Where(w => w.Retry).Select(w => (w.Cell.Index, w.Slot)));
                measuredInPass += mine.Count;
                if (judge.Rules.StopRemeasuringDuringPass(pass, ++started, bySerializer.Count, retried.Count, DisturbedAgain(rounds, retried)) is { } early)
                {
                    progress.Extend(measuredInPass - work.Count);
                    return early;
                }
            }

            if (judge.Rules.StopRemeasuring(pass, retried.Count, DisturbedAgain(rounds, retried)) is { } stop)
            {
                return stop;
            }
        }

        return null;
    }

    /// <summary>How many of the <paramref name="retried"/> rounds (cell index, slot) are still disturbed, by their kept verdicts.</summary>
    private int DisturbedAgain(RunRounds rounds, List<(int Index, int Slot)> retried) =>
        retried.Count(r => rounds[r.Index].At(r.Slot) is { IsOk: true } round && judge.Disturbed(round));
}
