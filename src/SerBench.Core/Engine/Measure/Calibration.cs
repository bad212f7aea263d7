using System.Diagnostics;

namespace SerBench.Engine;

/// <summary>
/// Estimates a warm operation's time and sizes BenchmarkDotNet's invocations per iteration from it, which
/// replaces BenchmarkDotNet's pilot stage (several iterations, and many more on a noisy machine).
/// </summary>
internal static class Calibration
{
    /// <summary>BenchmarkDotNet's default unroll factor: invocation counts are multiples of it.</summary>
    public const int Unroll = 16;

    // The sizing sets how many calls an iteration holds (about its time's worth), not what a call costs: 1 ms
    // batches serve it as 2 ms ones did, in half the time, over every cell of a run.
    private static readonly TimeSpan BatchTarget = TimeSpan.FromMilliseconds(1);

    /// <summary>
    /// The fastest per-call time in nanoseconds over three batches of about 1 ms (or one call each, when slower).
    /// A call that alone lasts <paramref name="oneCallFills"/> or more ends the timing at once: the iteration
    /// will hold one invocation whatever the exact figure, and slow cells would otherwise spend seconds here.
    /// </summary>
    public static double NanosecondsPerOperation(CellOperation operation, TimeSpan? oneCallFills = null) =>
        Measure(operation, oneCallFills).NanosecondsPerOperation;

    /// <summary>
    /// As <see cref="NanosecondsPerOperation"/>, and what the timed batches allocated: the calls a cell's allocation
    /// per operation is read from, so that figure costs no calls of its own.
    /// </summary>
    public static CalibrationReading Measure(CellOperation operation, TimeSpan? oneCallFills = null)
    {
        ArgumentNullException.ThrowIfNull(operation);

        // The first call of this cell's operation compiles it, so it is not one of the timed batches.
        var first = Stopwatch.GetTimestamp();
        operation.Invoke();
        var firstCall = Stopwatch.GetElapsedTime(first);
        if (firstCall >= oneCallFills)
        {
            return new CalibrationReading(firstCall.TotalNanoseconds, AllocationCount.None);
        }

        var batch = 1;
        var best = double.MaxValue;
        var timed = 0;
        var allocated = AllocationCount.None;
        while (timed < 3)
        {
            var counting = AllocationCount.Start();
            var start = Stopwatch.GetTimestamp();
            for (var i = 0; i < batch; i++)
            {
                operation.Invoke();
            }

            var elapsed = Stopwatch.GetElapsedTime(start);
            if (elapsed < BatchTarget && batch < int.MaxValue / 2)
            {
                batch *= 2;
                continue;
            }

            allocated += counting.Stop(batch);
            best = Math.Min(best, elapsed.TotalNanoseconds / batch);
            timed++;
            if (batch == 1 && elapsed >= oneCallFills)
            {
                break;
            }
        }

        return new CalibrationReading(best, allocated);
    }

    /// <summary>Invocations per iteration and unroll factor that make one iteration last about <paramref name="iterationTime"/>.</summary>
    public static (int Invocations, int Unroll) Size(double nanosecondsPerOperation, TimeSpan iterationTime)
    {
        var perIteration = iterationTime.TotalNanoseconds / Math.Max(nanosecondsPerOperation, 1);
        if (perIteration < Unroll)
        {
            // Slow operations: as BenchmarkDotNet does when one call outlasts an iteration, no unrolling.
            return ((int)Math.Max(1, Math.Round(perIteration)), 1);
        }

        var unrolled = Math.Round(Math.Min(perIteration, int.MaxValue / 2.0) / Unroll) * Unroll;
        return ((int)unrolled, Unroll);
    }
}
