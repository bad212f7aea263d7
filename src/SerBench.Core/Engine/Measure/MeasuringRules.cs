using BenchmarkDotNet.Jobs;

namespace SerBench.Engine;

/// <summary>
/// What a measurer needs of a preset: BenchmarkDotNet's job and the lab's own rules around it. The micro lab
/// takes them from a <see cref="Preset"/>, the sweep labs from their own presets, so both measure alike.
/// </summary>
internal sealed record MeasuringRules(
    Job Job,
    bool IsSmoke,
    bool MeasuresOverheadOncePerProcess,
    bool ForcesGcBetweenIterations,
    TimeSpan? IterationTime)
{
    /// <summary>
    /// Whether BenchmarkDotNet's memory diagnoser runs its extra iteration after the measured ones, for the allocation
    /// and collection counts of <see cref="CellMeasurement"/>: by default only where the lab takes the collection counts
    /// from it (a measuring preset that forces a GC between iterations; see <see cref="CellMeasurer.CollectionScope"/>).
    /// The micro lab counts allocations itself on the measuring thread, so in quick and full that iteration timed
    /// nothing kept, yet cost every cell one iteration more than the seven quick times (measured: docs/measuring.md,
    /// 'Measurements behind the code').
    /// </summary>
    public bool GcStatsFromBenchmarkDotNet { get; init; } = ForcesGcBetweenIterations && !IsSmoke;

    public static MeasuringRules Of(Preset preset) => new(
        BenchmarkConfigFactory.CreateJob(preset),
        preset.IsSmoke,
        preset.MeasuresOverheadOncePerProcess,
        preset.ForcesGcBetweenIterations,
        preset.IterationTime);
}
