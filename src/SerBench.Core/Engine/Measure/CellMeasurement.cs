namespace SerBench.Engine;

/// <summary>What BenchmarkDotNet measured for one cell, in nanoseconds per operation.</summary>
internal sealed record CellMeasurement(
    double MedianNs,
    double MeanNs,
    double StdDevNs,
    double CiLowerNs,
    double CiUpperNs,
    long? AllocatedBytes,
    double? Gen0PerThousandOps,
    int Iterations)
{
    /// <summary>A cell is noisy when the 99.9 % confidence interval's half-width exceeds this share of the median.</summary>
    public const double NoiseThreshold = 0.05;

    /// <summary>Every measured iteration, ns per operation, overhead subtracted, in the order they ran.</summary>
    public IReadOnlyList<double> IterationNs { get; init; } = [];

    /// <summary>The loop overhead subtracted from each iteration, ns per operation.</summary>
    public double OverheadNs { get; init; }

    /// <summary>Gen 1 and gen 2 collections per 1,000 operations (null where none were counted).</summary>
    public double? Gen1PerThousandOps { get; init; }

    public double? Gen2PerThousandOps { get; init; }

    public bool Noisy => MedianNs > 0 && (CiUpperNs - CiLowerNs) / 2 > NoiseThreshold * MedianNs;
}
