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
    public static MeasuringRules Of(Preset preset) => new(
        BenchmarkConfigFactory.CreateJob(preset),
        preset.IsSmoke,
        preset.MeasuresOverheadOncePerProcess,
        preset.ForcesGcBetweenIterations,
        preset.IterationTime);
}
