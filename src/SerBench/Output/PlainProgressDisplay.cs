namespace SerBench.Output;

/// <summary>One line per finished cell, for logs, CI and redirected output where a live bar would be noise.</summary>
internal sealed class PlainProgressDisplay(TextWriter output, TimeProvider clock) : IProgressDisplay
{
    public TResult Show<TResult>(Func<IRunObserver, TResult> work) => work(new Observer(output, new ProgressClock(clock)));

    private sealed class Observer(TextWriter output, ProgressClock clock) : IRunObserver
    {
        private readonly UnsteadyMachineNotice _unsteady = new();
        private int _total;
        private int _completed;

        public void Planned(int totalCells)
        {
            var more = totalCells - _total;
            var first = _total == 0;
            _total = totalCells;
            output.WriteLine(first
                ? $"{totalCells.ToString(CultureInfo.InvariantCulture)} measurements planned."
                : more < 0
                ? $"Measuring {(-more).ToString(CultureInfo.InvariantCulture)} fewer ({totalCells.ToString(CultureInfo.InvariantCulture)} in all): re-measuring stopped early, as the rounds measured again kept coming back disturbed."
                : $"Measuring {more.ToString(CultureInfo.InvariantCulture)} more ({totalCells.ToString(CultureInfo.InvariantCulture)} in all), each in a fresh process: " +
                  "rounds measured again (the machine was busy or slow while they ran, or their process ran slow as a whole), or more rounds for cells whose rounds disagreed.");
        }

        public void Planned(IReadOnlyList<PlannedCell> cells)
        {
            ArgumentNullException.ThrowIfNull(cells);
            Planned(cells.Count);
            clock.Planned(cells);
        }

        public void CellStarting(int index, string serializer, string payload, string operation) => clock.Starting();

        public void CellCompleted(int index, CellRecord cell)
        {
            clock.Finished(index, cell);
            _completed++;
            var width = _total.ToString(CultureInfo.InvariantCulture).Length;
            var position = _completed.ToString(CultureInfo.InvariantCulture).PadLeft(width);
            var remaining = clock.Remaining(_completed, _total) is { } r ? $", about {ProgressClock.Format(r)} left" : string.Empty;
            output.WriteLine(
                $"[{position}/{_total.ToString(CultureInfo.InvariantCulture)}] {CellNames.Describe(cell)}: {Outcome(cell)} "
                + $"(elapsed {ProgressClock.Format(clock.Elapsed)}{remaining})");
            if (_unsteady.Count(cell) is { } notice)
            {
                output.WriteLine("Note: " + notice);
            }
        }

        private static string Outcome(CellRecord cell) => cell.Status switch
        {
            CellStatus.Ok when cell.MedianNs is { } median => $"ok, median {Units.Time(median)}{LatestRoundDisturbed(cell)}",
            CellStatus.Ok => "ok",
            CellStatus.Failed => $"FAILED: {cell.Reason}",
            _ => $"{cell.Status}: {cell.Reason}",
        };

        /// <summary>"; round 2 disturbed: the machine was 35 % slow (…)" when the round just measured was disturbed; empty otherwise.</summary>
        private static string LatestRoundDisturbed(CellRecord cell) =>
            CellNames.LatestRoundIfDisturbed(cell) is { } round
                ? $"; round {round.Round.ToString(CultureInfo.InvariantCulture)} disturbed: {round.DisturbedReason ?? "no reason recorded"}"
                : string.Empty;
    }
}
