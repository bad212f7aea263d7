using System.Diagnostics;
using System.Runtime;

namespace SerBench.Engine;

/// <summary>
/// Runs an operation until the JIT has gone quiet: tiered compilation waits for a pause in tier-0 activity,
/// counts calls, then recompiles in the background, so a short fixed warm-up in a fresh process would time
/// tier-0 code. Waiting for no new compiled methods for a quiet period ends as soon as the code is final.
/// </summary>
internal static class JitWarmup
{
    /// <summary>Warm-up never takes longer than this, even if something else in the process keeps compiling.</summary>
    public static readonly TimeSpan Limit = TimeSpan.FromSeconds(3);

    private static readonly TimeSpan BatchTarget = TimeSpan.FromMilliseconds(2);

    /// <summary>Returns a line for the cell's log: how long it took, how many calls, how many methods were compiled meanwhile.</summary>
    public static string UntilQuiet(CellOperation operation, TimeSpan quietPeriod)
    {
        var clock = Stopwatch.StartNew();
        var compiled = JitInfo.GetCompiledMethodCount();
        var first = compiled;
        var lastChange = TimeSpan.Zero;
        var batch = 1;
        long calls = 0;
        while (true)
        {
            var batchStart = clock.Elapsed;
            for (var i = 0; i < batch; i++)
            {
                operation.Invoke();
            }

            calls += batch;

            if (clock.Elapsed - batchStart < BatchTarget && batch < int.MaxValue / 2)
            {
                batch *= 2;
            }

            var now = clock.Elapsed;
            var count = JitInfo.GetCompiledMethodCount();
            if (count != compiled)
            {
                compiled = count;
                lastChange = now;
            }

            if (now - lastChange >= quietPeriod || now >= Limit)
            {
                return FormattableString.Invariant(
                    $"// SerBench JIT warm-up: {now.TotalMilliseconds:F0} ms, {calls} calls, {compiled - first} methods compiled, last at {lastChange.TotalMilliseconds:F0} ms");
            }
        }
    }
}
