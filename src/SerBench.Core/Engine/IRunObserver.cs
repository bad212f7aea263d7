using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>Hears about a run as it goes (progress display, saving run.json whenever nothing is being measured).</summary>
public interface IRunObserver
{
    /// <summary>The run knows how many measurements it will make (a cell once per round; more when a pass of re-measuring is added).</summary>
    void Planned(int totalCells);

    /// <summary>
    /// The run knows every cell up front, in the order it will measure them (the sweep labs): a display can then
    /// estimate the time left from what each kind of cell took so far. Hears <see cref="Planned(int)"/> unless overridden.
    /// </summary>
    void Planned(IReadOnlyList<PlannedCell> cells)
    {
        ArgumentNullException.ThrowIfNull(cells);
        Planned(cells.Count);
    }

    /// <summary>Cell <paramref name="index"/> (0-based) is about to be verified and measured.</summary>
    void CellStarting(int index, string serializer, string payload, string operation);

    /// <summary>A cell has its final record (ok, failed or unsupported).</summary>
    void CellCompleted(int index, CellRecord cell);

    /// <summary>
    /// Nothing is being measured until the next cell starts: the moment for work that would disturb a measurement
    /// running beside it on another core (saving run.json). The in-process lab is idle after every cell; the isolated
    /// lab only once a measuring process has ended, since its child measures the next cell while this process hears
    /// of the last one.
    /// </summary>
    void Idle()
    {
    }

    /// <summary>How the run is being measured (isolation, rounds, the machine's steadiness), whenever it changes.</summary>
    void Measured(MeasurementRecord measurement)
    {
    }
}
