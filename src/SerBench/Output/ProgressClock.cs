namespace SerBench.Output;

/// <summary>
/// Elapsed time and a remaining-time estimate, once <see cref="CellsBeforeEstimate"/> cells have finished: from what
/// each kind of cell took (<see cref="CellTimeEstimate"/>) when the run named its cells up front, otherwise the mean time
/// per cell finished so far × cells left.
/// </summary>
/// <remarks>
/// The first cells' time holds the lab's own warm-up and its first measuring process's start (seconds), which spread
/// over one or two cells read as hours for a run of minutes (measured: docs/measuring.md, 'Measurements behind the
/// code'). After a few cells the mean holds those seconds as one of many measuring processes' starts, as the rest of
/// the run will.
/// </remarks>
internal sealed class ProgressClock(TimeProvider clock)
{
    /// <summary>How many cells must have finished before an estimate is given.</summary>
    public const int CellsBeforeEstimate = 10;

    private readonly long _start = clock.GetTimestamp();

    // A live display reads the estimate from its render thread, several times a second, while the lab's thread
    // records finished cells: the model is fitted once per finished cell, between cells, and the render thread reads
    // the figure it left, so nothing is fitted on the other core while a sweep measures in process.
    private readonly Lock _gate = new();
    private CellTimeEstimate? _estimate;
    private TimeSpan _estimateLeft;
    private long? _cellStart;
    private long? _lastFinish;

    public TimeSpan Elapsed => clock.GetElapsedTime(_start);

    /// <summary>The run named its cells: estimate from what each kind took.</summary>
    public void Planned(IReadOnlyList<PlannedCell> cells)
    {
        lock (_gate)
        {
            _estimate = new CellTimeEstimate(cells);
            _estimateLeft = _estimate.Remaining();
        }
    }

    public void Starting() => _cellStart = clock.GetTimestamp();

    /// <summary>Cell <paramref name="index"/> finished: it took the time since it started (or since the cell before it finished).</summary>
    public void Finished(int index, CellRecord cell)
    {
        ArgumentNullException.ThrowIfNull(cell);
        var now = clock.GetTimestamp();
        if (_estimate is { } estimate)
        {
            estimate.Finished(index, clock.GetElapsedTime(_cellStart ?? _lastFinish ?? _start, now), cell.MedianNs);
            var left = estimate.Remaining();
            lock (_gate)
            {
                _estimateLeft = left;
            }
        }

        _lastFinish = now;
        _cellStart = null;
    }

    public TimeSpan? Remaining(int completed, int total)
    {
        if (completed < CellsBeforeEstimate)
        {
            return null;
        }

        lock (_gate)
        {
            return _estimate is { } estimate && estimate.Count == total
                ? _estimateLeft
                : Elapsed / completed * Math.Max(0, total - completed);
        }
    }

    /// <summary>"0:07", "12:03", "1:02:03".</summary>
    public static string Format(TimeSpan span) =>
        span.TotalHours >= 1
            ? span.ToString(@"h\:mm\:ss", CultureInfo.InvariantCulture)
            : span.ToString(@"m\:ss", CultureInfo.InvariantCulture);
}
