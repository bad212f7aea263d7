using Spectre.Console;

namespace SerBench.Output;

/// <summary>A live progress bar with the current cell, elapsed and remaining time, for a person at a terminal.</summary>
internal sealed class SpectreProgressDisplay(TextWriter output) : IProgressDisplay
{
    public TResult Show<TResult>(Func<IRunObserver, TResult> work)
    {
        var clock = new ProgressClock(TimeProvider.System);
        Observer? observer = null;
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Out = new AnsiConsoleOutput(output),
            Interactive = InteractionSupport.Yes,
        });
        return console.Progress()
            .AutoClear(false)
            .HideCompleted(false)
            .Columns(
                new TaskDescriptionColumn { Alignment = Justify.Left },
                new ProgressBarColumn(),
                new PercentageColumn(),
                new ElapsedTimeColumn(),
                new TimeLeftColumn(() => observer?.Remaining),
                new SpinnerColumn())
            .Start(context => work(observer = new Observer(context.AddTask("Planning", autoStart: true, maxValue: 1), clock)));
    }

    internal sealed class Observer(ProgressTask task, ProgressClock clock) : IRunObserver
    {
        private readonly UnsteadyMachineNotice _unsteady = new();
        private int _total;
        private int _started;
        private int _completed;
        private bool _unsteadyTold;

        /// <summary>The time left as <see cref="ProgressClock"/> estimates it; null until it has enough cells.</summary>
        public TimeSpan? Remaining => clock.Remaining(_completed, _total);

        public void Planned(int totalCells)
        {
            _total = totalCells;
            task.MaxValue = Math.Max(1, totalCells);
        }

        public void Planned(IReadOnlyList<PlannedCell> cells)
        {
            ArgumentNullException.ThrowIfNull(cells);
            Planned(cells.Count);
            clock.Planned(cells);
        }

        public void CellStarting(int index, string serializer, string payload, string operation)
        {
            clock.Starting();
            task.Description = Markup.Escape(
                $"[{(++_started).ToString(CultureInfo.InvariantCulture)}/{_total.ToString(CultureInfo.InvariantCulture)}] {CellNames.Describe(serializer, payload, operation)}{Disturbed()}");
        }

        public void CellCompleted(int index, CellRecord cell)
        {
            clock.Finished(index, cell);
            _completed++;
            task.Increment(1);
            _unsteadyTold |= _unsteady.Count(cell) is not null;

            if (cell.Status == CellStatus.Failed)
            {
                task.Description = Markup.Escape($"{CellNames.Describe(cell)}: FAILED");
            }
        }

        /// <summary>
        /// " (3 rounds disturbed so far: the machine was busy or slow)" once any was, so a person sees why more cells are
        /// added; once most were (<see cref="UnsteadyMachineNotice"/>), that the machine is not holding its speed.
        /// </summary>
        private string Disturbed() => _unsteady.Disturbed switch
        {
            0 => string.Empty,
            var n when _unsteadyTold => $" ({n.ToString(CultureInfo.InvariantCulture)} rounds disturbed so far, most of them: the machine is not holding its speed; Ctrl-C keeps every cell measured)",
            1 => " (1 round disturbed so far: the machine was busy or slow)",
            var n => $" ({n.ToString(CultureInfo.InvariantCulture)} rounds disturbed so far: the machine was busy or slow)",
        };
    }
}
