namespace SerBench.Labs.Micro;

/// <summary>Counts every measurement (rounds and retries) for the progress display; each cell keeps its plan index.</summary>
internal sealed class MeasurementProgress(IRunObserver observer, int total)
{
    private int _total = total;

    /// <summary>Adds <paramref name="more"/> measurements to the plan (fewer when negative: a pass stopped early).</summary>
    public void Extend(int more)
    {
        _total += more;
        observer.Planned(_total);
    }

    public void Completed(int index, CellRecord combined) => observer.CellCompleted(index, combined);

    /// <summary>The measuring process has ended: until the next one starts, nothing is measured.</summary>
    public void Idle() => observer.Idle();

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
