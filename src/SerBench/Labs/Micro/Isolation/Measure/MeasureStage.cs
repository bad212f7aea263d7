namespace SerBench.Labs.Micro;

/// <summary>
/// Measure: the run's rounds, each a fresh process per serializer, the serializers in the round's shuffled order and
/// each one's cells in its own; the lab reads its canary before each round.
/// </summary>
internal sealed class MeasureStage(MeasuringProcesses processes, LabCanary canary, MeasuringTimeLedger time, ILabClock clock)
{
    public RunRounds Run(PreparedRun run, CancellationToken cancellationToken)
    {
        time.EnterRounds(clock.Elapsed);
        for (var round = 1; round <= run.Preset.Rounds && !cancellationToken.IsCancellationRequested; round++)
        {
            MeasureRound(run, round, cancellationToken);
        }

        return processes.Rounds;
    }

    private void MeasureRound(PreparedRun run, int round, CancellationToken cancellationToken)
    {
        canary.Read();
        foreach (var serializer in RunOrder.Shuffle(run.Serializers, run.Seed, round))
        {
            var mine = run.Cells.Where(c => c.Serializer == serializer).Select(c => c.Cell).ToList();
            var order = WorkerCells.Order(mine, run.Seed, round, run.Salt(serializer));
            processes.Run(processes.Spec(serializer, round, order), _ => round - 1, run.Preset.IsSmoke, cancellationToken);
            if (cancellationToken.IsCancellationRequested)
            {
                return;
            }
        }
    }
}
