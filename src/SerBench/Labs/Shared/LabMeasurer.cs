namespace SerBench.Labs.Shared;

/// <summary>
/// Measures one prepared operation per BenchmarkDotNet run through the engine's <see cref="CellMeasurer"/>,
/// with the job of a <see cref="LabPreset"/> (which may be the sweep's own), and fills the cell record the way
/// the in-process micro lab (<see cref="InProcessMicroLab"/>) does.
/// </summary>
internal sealed class LabMeasurer(LabPreset preset, string artifactsPath)
{
    private readonly CellMeasurer _measurer = new(preset.Rules, artifactsPath);

    /// <summary>
    /// Warms one serializer's <paramref name="pairs"/> together before any of them is measured, as a measuring process of
    /// the micro lab does (<see cref="JitWarmup.Pairs"/>); a smoke preset runs cold. Without it a sweep timed its first
    /// cells on code still being tiered, several times slower than the micro lab's, while its later deserialize-once
    /// cells agreed with the micro lab's (measured: docs/measuring.md, 'Measurements behind the code').
    /// </summary>
    public IReadOnlyList<PreparedPair> Warm(IReadOnlyList<PreparedPair> pairs) =>
        preset.JitQuietPeriod is { } quiet ? JitWarmup.Pairs(pairs, quiet, out _) : pairs;

    /// <summary>Measures <paramref name="operation"/> and returns <paramref name="record"/> with its figures, or failed with the reason.</summary>
    public CellRecord Measure(CellRecord record, CellOperation operation)
    {
        var (measurement, failure) = _measurer.Measure(operation);
        if (measurement is null)
        {
            return record with { Status = CellStatus.Failed, Reason = failure };
        }

        return record with
        {
            Status = CellStatus.Ok,
            MedianNs = Finite(measurement.MedianNs),
            MeanNs = Finite(measurement.MeanNs),
            StdDevNs = Finite(measurement.StdDevNs),
            CiLowerNs = Finite(measurement.CiLowerNs),
            CiUpperNs = Finite(measurement.CiUpperNs),
            Iterations = measurement.Iterations,

            // As in InProcessMicroLab: a cold smoke pass has no steady allocation figure and no interval to judge.
            AllocatedBytes = preset.IsSmoke ? null : measurement.AllocatedBytes,
            Gen0PerThousandOps = preset.IsSmoke || measurement.Gen0PerThousandOps is not { } g ? null : Finite(g),
            Gen1PerThousandOps = preset.IsSmoke || measurement.Gen1PerThousandOps is not { } g1 ? null : Finite(g1),
            Gen2PerThousandOps = preset.IsSmoke || measurement.Gen2PerThousandOps is not { } g2 ? null : Finite(g2),
            Noisy = !preset.IsSmoke && measurement.Noisy,
        };
    }

    private static double? Finite(double value) => double.IsFinite(value) ? value : null;
}
