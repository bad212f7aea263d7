namespace SerBench.RunFiles;

/// <summary>
/// A cell's cost per operation as valgrind's callgrind counted it: instructions executed and the simulated caches' and
/// branch predictor's misses, the median over the cell's measuring processes (each the median of its own windows).
/// A count does not depend on the machine's load; it depends on the code the JIT produced, so each process's figure
/// comes after tiering had finished, and <see cref="Spread"/> says how far the processes were apart.
/// </summary>
public sealed record CountsRecord
{
    /// <summary>Instructions executed per operation (callgrind's Ir).</summary>
    public required double Instructions { get; init; }

    /// <summary>First-level cache misses per operation: instruction reads, data reads and data writes (I1mr + D1mr + D1mw).</summary>
    public required double L1Misses { get; init; }

    /// <summary>Last-level cache misses per operation (ILmr + DLmr + DLmw).</summary>
    public required double LastLevelMisses { get; init; }

    /// <summary>Mispredicted conditional and indirect branches per operation (Bcm + Bim).</summary>
    public required double BranchMispredictions { get; init; }

    /// <summary>The estimated cycles per operation, by the run's <see cref="CountsSettingsRecord.CyclesFormula"/>.</summary>
    public required double EstimatedCycles { get; init; }

    /// <summary>How far the processes' instruction counts were apart: largest minus smallest over the median (0.001 = 0.1 %).</summary>
    public required double Spread { get; init; }

    /// <summary>Each measuring process's instructions per operation, in the order the processes ran.</summary>
    public IReadOnlyList<double> ProcessInstructions { get; init; } = [];

    /// <summary>Calls counted over all windows of all processes.</summary>
    public long Calls { get; init; }

    /// <summary>True when every thread's work was counted (a row whose calls continue on other threads), not the measuring thread's alone.</summary>
    public bool AllThreads { get; init; }

    /// <summary>False when a process's own windows still disagreed (tiering had not finished when they were counted).</summary>
    public bool Settled { get; init; } = true;
}
