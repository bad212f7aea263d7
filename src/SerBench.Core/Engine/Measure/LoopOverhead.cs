using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Running;

namespace SerBench.Engine;

/// <summary>
/// What BenchmarkDotNet's loop and delegate call add to each invocation, measured once per process by
/// BenchmarkDotNet's own overhead stage (the median of its actual overhead iterations), for presets that
/// skip that stage per cell but still subtract it as the default job does.
/// </summary>
internal static class LoopOverhead
{
    private static readonly Lock Gate = new();
    private static double? _measuredNs;

    /// <summary>The value subtracted in this process so far, or null before the first measuring cell.</summary>
    public static double? MeasuredNs => _measuredNs;

    /// <summary>The loop overhead in ns per invocation; measured on first use, 0 when it cannot be measured (and logged).</summary>
    public static double Get(Job job, TimeSpan? iterationTime, ILogger logger, string artifactsPath)
    {
        lock (Gate)
        {
            _measuredNs ??= Measure(job, iterationTime, logger, artifactsPath);
            return _measuredNs.Value;
        }
    }

    private static double Measure(Job job, TimeSpan? iterationTime, ILogger logger, string artifactsPath)
    {
        var empty = new EmptyOperation();
        job = job.WithEvaluateOverhead(true);
        if (iterationTime is { } time)
        {
            // The empty loop is steady: 5 ms iterations give its median as well as 20 ms ones, in a quarter of
            // the time every measuring process spends on it.
            var shorter = TimeSpan.FromMilliseconds(Math.Min(5, time.TotalMilliseconds));
            var (invocations, unroll) = Calibration.Size(Calibration.NanosecondsPerOperation(empty), shorter);
            job = job.WithInvocationCount(invocations).WithUnrollFactor(unroll);
        }

        try
        {
            var summary = CellBenchmark.Measure(empty, () => BenchmarkRunner.Run(typeof(CellBenchmark), BenchmarkConfigFactory.Create(job, logger, artifactsPath)));
            var perOp = summary.Reports.FirstOrDefault()?.AllMeasurements
                .Where(m => m.IterationMode == IterationMode.Overhead && m.IterationStage == IterationStage.Actual && m.Operations > 0)
                .Select(m => m.Nanoseconds / m.Operations)
                .Order()
                .ToList() ?? [];
            var median = perOp.Count == 0 ? 0 : perOp[perOp.Count / 2];
            logger.WriteLine(LogKind.Info, FormattableString.Invariant($"// SerBench loop overhead: {median:F3} ns per invocation over {perOp.Count} iterations"));
            return median;
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            logger.WriteLine(LogKind.Error, $"// SerBench loop overhead could not be measured ({ex.GetType().Name}: {ex.Message}); nothing is subtracted");
            return 0;
        }
    }

    /// <summary>Does nothing: the benchmark around it is all that is timed.</summary>
    private sealed class EmptyOperation : CellOperation
    {
        public override void Invoke()
        {
        }
    }
}
