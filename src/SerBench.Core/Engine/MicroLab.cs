using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>
/// Runs a <see cref="MicroRunPlan"/>: for every cell, verifies the round trip, then measures it with
/// BenchmarkDotNet, and reports each cell to the observer as soon as it is final.
/// </summary>
public sealed class MicroLab
{
    /// <summary>Runs the plan; returns every cell record in plan order. Stops early (with what it has) on cancellation.</summary>
    public IReadOnlyList<CellRecord> Run(MicroRunPlan plan, IRunObserver observer, CancellationToken cancellationToken)
        => throw new NotImplementedException();
}
