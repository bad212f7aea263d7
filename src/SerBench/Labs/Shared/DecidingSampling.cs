using BenchmarkDotNet.Jobs;
using Perfolizer.Horology;

namespace SerBench.Labs.Shared;

/// <summary>
/// How a sweep measures a heavy cell until its interval decides: one timed call sizes the cell. A call of
/// <see cref="LongCall"/> or more is measured in one-call iterations, at least <see cref="LongCallIterations"/>; a shorter one in
/// iterations of <see cref="IterationTime"/>, long enough to hold several of its collections, so each iteration carries
/// its share of their cost and the median of iterations is the cost per call with them. Iterations are added until
/// BenchmarkDotNet's interval is within <see cref="MaxRelativeError"/> of the mean, at least <see cref="MinIterations"/>,
/// at most as many as fit <see cref="TimeBox"/> and never more than <see cref="MaxIterations"/> (a long call's at most
/// as many as fit <see cref="LongCallTimeBox"/>, up to <see cref="LongCallMaxIterations"/>).
/// </summary>
internal sealed record DecidingSampling(
    TimeSpan IterationTime,
    int MinIterations,
    int MaxIterations,
    double MaxRelativeError,
    TimeSpan TimeBox,
    TimeSpan LongCall,
    int LongCallIterations,
    int LongCallMaxIterations,
    TimeSpan LongCallTimeBox)
{
    /// <summary>The iterations at most for a cell whose one call took <paramref name="oneCall"/>.</summary>
    public int IterationsAtMost(TimeSpan oneCall)
    {
        if (oneCall >= LongCall)
        {
            return Math.Clamp((int)(LongCallTimeBox / oneCall), LongCallIterations + 1, LongCallMaxIterations);
        }

        var iteration = oneCall > IterationTime ? oneCall : IterationTime;
        return Math.Clamp((int)(TimeBox / iteration), MinIterations + 1, MaxIterations);
    }

    /// <summary><paramref name="baseJob"/> (toolchain, launches, warm-ups, GC) with the iterations for a cell whose one call took <paramref name="oneCall"/>.</summary>
    public Job JobFor(Job baseJob, TimeSpan oneCall)
    {
        ArgumentNullException.ThrowIfNull(baseJob);

        // One call per iteration, no unrolling: at milliseconds per call the loop's own cost is nothing, and BenchmarkDotNet's
        // default unroll of 16 would make an iteration of a 200 ms call last seconds.
        var job = baseJob.WithUnrollFactor(1);
        job = oneCall >= LongCall
            ? job.WithInvocationCount(1).WithMinIterationCount(LongCallIterations)
            : job.WithIterationTime(TimeInterval.FromMilliseconds(IterationTime.TotalMilliseconds)).WithMinIterationCount(MinIterations);
        return job.WithMaxIterationCount(IterationsAtMost(oneCall)).WithMaxRelativeError(MaxRelativeError);
    }
}
