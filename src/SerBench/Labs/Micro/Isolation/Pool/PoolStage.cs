using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro;

/// <summary>
/// Pool: the run file's cells, built from the working state at the end: each cell's rounds with their kept verdicts, put
/// at the run's reference speed (<see cref="SpeedCorrection"/>) and pooled (<see cref="RoundPooling.Combine"/>), every
/// interval floored by the run's spread between processes (<see cref="ProcessSpread"/>); and the run's summary.
/// </summary>
internal sealed class PoolStage(JudgeStage judge, MeasurementRecorder summary, MeasuringTimeLedger time, ILabClock clock, IRunObserver observer)
{
    public IReadOnlyList<CellRecord> Run(PreparedRun run, Remeasured remeasured)
    {
        time.Leave(clock.Elapsed);
        var isSmoke = run.Preset.IsSmoke;
        var reference = isSmoke ? null : SpeedCorrection.ReferenceNs(remeasured.Rounds.All.Select(r => r.Reported));
        var floored = ProcessSpread.Apply(Pooled(remeasured.Rounds, reference, isSmoke, run.Preset.Rounds));
        observer.Measured(summary.Of(run, floored.Cells, remeasured.SlowProcesses, remeasured.StoppedRemeasuring) with
        {
            SpeedReferenceNs = reference,
            ProcessSpread = floored.Spread.Sigma,
            ProcessSpreadCells = floored.Spread.Cells,
            ProcessSpreadBySerializer = floored.Wider,
            ProcessSpreadIncludesDisturbed = floored.FromDisturbed ? true : null,
            DisturbedProcessSpread = floored.DisturbedSpread,
            Time = time.ToRecord(clock.Elapsed),
        });
        return floored.Cells;
    }

    /// <summary>Every measured cell's figures from its rounds; a cell no process reported (a cancelled run) has none.</summary>
    private List<CellRecord> Pooled(RunRounds rounds, double? referenceNs, bool isSmoke, int minCleanRounds)
    {
        var cells = new List<CellRecord>();
        foreach (var cell in rounds.Cells)
        {
            var judged = cell.Measured
                .Select(r => judge.Of(r).On(r.Reported))
                .Select(r => referenceNs is { } speed ? SpeedCorrection.Apply(r, speed) : r)
                .ToList();
            if (judged.Count > 0)
            {
                cells.Add(RoundPooling.Combine(judged, isSmoke, minCleanRounds));
            }
        }

        return cells;
    }
}
