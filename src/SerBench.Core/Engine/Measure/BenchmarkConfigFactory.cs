using System.Globalization;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using BenchmarkDotNet.Toolchains.InProcess.NoEmit;
using Perfolizer.Horology;

namespace SerBench.Engine;

/// <summary>
/// Turns a <see cref="Preset"/> into a BenchmarkDotNet config: in-process (adapters registered at run time
/// must be measurable), no console output, no exporters, artifacts in a temporary folder.
/// </summary>
internal static class BenchmarkConfigFactory
{
    // Full-preset cells of large payloads take minutes; a stuck adapter still ends.
    private static readonly TimeSpan RunTimeout = TimeSpan.FromMinutes(15);

    /// <summary>The config for one BenchmarkDotNet run; <paramref name="gcStats"/> adds the memory diagnoser (see <see cref="MeasuringRules.GcStatsFromBenchmarkDotNet"/>).</summary>
    public static IConfig Create(Job job, ILogger logger, string artifactsPath, MeasuredCollections? collections = null, bool gcStats = false)
    {
        var config = ManualConfig.CreateEmpty()
            .AddJob(job)
            .AddLogger(logger)
            .WithArtifactsPath(artifactsPath)
            .WithOptions(ConfigOptions.DisableLogFile)
            .WithSummaryStyle(SummaryStyle.Default.WithCultureInfo(CultureInfo.InvariantCulture))
            .WithCultureInfo(CultureInfo.InvariantCulture);
        if (gcStats)
        {
            config = config.AddDiagnoser(MemoryDiagnoser.Default);
        }

        return collections is null ? config : config.AddDiagnoser(collections);
    }

    public static Job CreateJob(Preset preset)
    {
        // A NativeAOT measuring process cannot emit code: BenchmarkDotNet's delegate-driven in-process runner there.
        var job = new Job(preset.Name)
            .WithToolchain(System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported
                ? new InProcessEmitToolchain(RunTimeout, logOutput: true)
                : new InProcessNoEmitToolchain(RunTimeout, logOutput: true));
        if (preset.IsSmoke)
        {
            // Like BenchmarkDotNet's Dry job: no pilot and no overhead stage, one cold pass.
            job = job.WithStrategy(RunStrategy.ColdStart);
        }

        if ((!preset.SubtractsOverhead || preset.MeasuresOverheadOncePerProcess) && !preset.IsSmoke)
        {
            job = job.WithEvaluateOverhead(false);
        }

        if (!preset.ForcesGcBetweenIterations)
        {
            job = job.WithGcForce(false);
        }

        if (preset.LaunchCount is { } launches)
        {
            job = job.WithLaunchCount(launches);
        }

        if (preset.WarmupCount is { } warmups)
        {
            job = job.WithWarmupCount(warmups);
        }

        if (preset.IterationCount is { } iterations)
        {
            job = job.WithIterationCount(iterations);
        }

        if (preset.IterationTime is { } iterationTime)
        {
            job = job.WithIterationTime(TimeInterval.FromMilliseconds(iterationTime.TotalMilliseconds));
        }

        if (preset.InvocationCount is { } invocations)
        {
            job = job.WithInvocationCount(invocations);
        }

        if (preset.UnrollFactor is { } unroll)
        {
            job = job.WithUnrollFactor(unroll);
        }

        return job;
    }
}
