using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro;

/// <summary>
/// Measures again, in a fresh process with the round's own order, every serializer's round whose process ran slow as a
/// whole (see <see cref="SlowProcessCheck"/>), at most <see cref="InterferencePolicy.MaxRetries"/> times: such a process
/// is off in its own state, so pooling it would shift every one of its cells.
/// </summary>
/// <remarks>
/// Rounds judged disturbed are left out of this check: they are slow for a reason the canary or the OS saw, and the
/// follow-up passes measure them again (<see cref="FollowUpPasses"/>).
/// </remarks>
internal sealed class SlowProcessRetry(PreparedRun run, JudgeStage judge, MeasuringProcesses processes, SettleWait settle, MeasurementProgress progress)
{
    /// <summary>Measures the slow processes again; returns every one found, in the order found.</summary>
    public IReadOnlyList<SlowProcessRecord> Run(RunRounds rounds, CancellationToken cancellationToken)
    {
        var policy = judge.Rules.Policy;
        var found = new List<SlowProcessRecord>();
        for (var attempt = 1; attempt <= policy.MaxRetries && !cancellationToken.IsCancellationRequested; attempt++)
        {
            var byCell = rounds.Cells.Select(c => (c.Serializer, (IReadOnlyList<CellRecord?>)[.. Enumerable.Range(0, run.Preset.Rounds).Select(s => Undisturbed(c.At(s)))])).ToList();
            var slow = SlowProcessCheck.Find(byCell, policy.MaxProcessSlowdown, policy.MinCellsForProcessCheck);
            if (slow.Count == 0)
            {
                break;
            }

            found.AddRange(slow);
            var again = slow.Select(p => (Process: p, Cells: rounds.Cells.Where(c => c.Serializer == p.Serializer && c.At(p.Round - 1) is { IsOk: true }).ToList())).ToList();
            progress.Extend(again.Sum(a => a.Cells.Count));
            settle.UntilFast(judge.Baseline, cancellationToken);
            foreach (var (process, mine) in again)
            {
                var slot = process.Round - 1;
                var order = WorkerCells.Order([.. mine.Select(c => c.Cell)], run.Seed, process.Round, run.Salt(process.Serializer));
                var replacing = mine.ToDictionary(c => c.Index, c => c.At(slot)!);
                processes.Run(processes.Spec(process.Serializer, process.Round, order), _ => slot, isSmoke: false, cancellationToken, replacing);
            }
        }

        return found;
    }

    /// <summary>The round as reported, or null when it is not measured or judged disturbed (a failed round stays, and counts for nothing).</summary>
    private CellRecord? Undisturbed(MeasuredRound? round) =>
        round is { IsOk: true } && judge.Disturbed(round) ? null : round?.Reported;
}
