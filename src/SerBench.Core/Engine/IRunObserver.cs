using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>Hears about a run as it goes (progress display, saving run.json after each cell).</summary>
public interface IRunObserver
{
    /// <summary>The run knows how many cells it will visit.</summary>
    void Planned(int totalCells);

    /// <summary>Cell <paramref name="index"/> (0-based) is about to be verified and measured.</summary>
    void CellStarting(int index, string serializer, string payload, string operation);

    /// <summary>A cell has its final record (ok, failed or unsupported).</summary>
    void CellCompleted(int index, CellRecord cell);

    /// <summary>How the run is being measured (isolation, rounds, the machine's steadiness), whenever it changes.</summary>
    void Measured(MeasurementRecord measurement)
    {
    }
}
