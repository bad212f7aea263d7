namespace SerBench.Labs.Micro.Runtimes;

/// <summary>
/// The progress of a `--runtimes` run as one run: every runtime's measurements counted against the whole run's total,
/// and every cell named with its runtime. Each runtime's lab plans its own measurements (rounds, then those it
/// measures again) and hears nothing of the others; this keeps the run's total as the sum over the runtimes: what a
/// runtime planned once it has, its first rounds and left-out cells until then. The display hears a total only when it
/// changes, so it says "more" only when a runtime measures more than its first rounds.
/// </summary>
internal sealed class RuntimeProgress
{
    private readonly IRunObserver _display;
    private readonly int[] _planned;
    private int _told;

    /// <param name="display">The run's display.</param>
    /// <param name="firstPlanned">Per runtime, in run order: its first rounds' measurements and its left-out cells.</param>
    public RuntimeProgress(IRunObserver display, IReadOnlyList<int> firstPlanned)
    {
        ArgumentNullException.ThrowIfNull(display);
        ArgumentNullException.ThrowIfNull(firstPlanned);
        _display = display;
        _planned = [.. firstPlanned];
        Tell();
    }

    /// <summary>The whole run's measurements as last told to the display.</summary>
    public int Total => _told;

    /// <summary>
    /// The observer runtime <paramref name="position"/>'s lab reports to: its cells under indices of their own
    /// (<paramref name="offset"/> on), labelled with the runtime, its plan counted with its <paramref name="leftOut"/>
    /// cells; its measurement record kept (the first runtime's is the run's).
    /// </summary>
    public RuntimeObserver For(int position, string runtime, int offset, int leftOut) => new(this, position, runtime, offset, leftOut);

    private void Planned(int position, int measurements)
    {
        _planned[position] = measurements;
        Tell();
    }

    private void Tell()
    {
        var total = _planned.Sum();
        if (total != _told)
        {
            _told = total;
            _display.Planned(total);
        }
    }

    /// <summary>One runtime's view of the run's progress.</summary>
    internal sealed class RuntimeObserver(RuntimeProgress progress, int position, string runtime, int offset, int leftOut) : IRunObserver
    {
        public MeasurementRecord? Measurement { get; private set; }

        public void Planned(int totalCells) => progress.Planned(position, totalCells + leftOut);

        // The run's total is a sum over runtimes: a per-kind estimate of one runtime's cells would not match it.
        public void Planned(IReadOnlyList<PlannedCell> cells)
        {
            ArgumentNullException.ThrowIfNull(cells);
            Planned(cells.Count);
        }

        public void CellStarting(int index, string serializer, string payload, string operation) =>
            progress._display.CellStarting(offset + index, $"{serializer} ({runtime})", payload, operation);

        public void CellCompleted(int index, CellRecord cell) => progress._display.CellCompleted(offset + index, cell with { Runtime = runtime });

        public void Idle() => progress._display.Idle();

        public void Measured(MeasurementRecord measurement)
        {
            Measurement = measurement;
            if (position == 0)
            {
                progress._display.Measured(measurement);
            }
        }
    }
}
