using System.Diagnostics;
using System.Runtime;

namespace SerBench.Engine;

/// <summary>
/// Runs operations until the JIT has gone quiet: tiered compilation waits for a pause in tier-0 activity,
/// counts calls, then recompiles in the background, so a short fixed warm-up in a fresh process would time
/// tier-0 code. Waiting for no new compiled methods for a quiet period ends as soon as the code is final
/// (code that libraries generate as they run is not waited for: see <see cref="JitQuiet"/>).
/// </summary>
/// <remarks>
/// Several operations are warmed together, one call of each in turn: the library's code that they share (its
/// writer, its reader, its string and number routines) is then profiled and recompiled on all of them, not on
/// whichever a process happened to run first. Warmed one after the other, a cell's time depended on its place in
/// the process (measured: docs/measuring.md, 'Measurements behind the code').
/// </remarks>
internal static class JitWarmup
{
    /// <summary>Warm-up never takes longer than this, even if something else in the process keeps compiling.</summary>
    public static readonly TimeSpan Limit = TimeSpan.FromSeconds(3);

    private static readonly TimeSpan BatchTarget = TimeSpan.FromMilliseconds(2);

    /// <summary>A sized payload is warmed on an instance this many times smaller than the one it is measured on.</summary>
    public const int InstanceDivisor = 100;

    /// <summary>
    /// The size of the instance a pair measured at <paramref name="size"/> is warmed on: a hundredth of it (grainstate
    /// 2,000 consumers → 20, floats 100,000 points → 1,000, customers 100 → 1), the whole of one under 100.
    /// </summary>
    /// <remarks>
    /// The runtime recompiles a method after a number of calls, not of bytes, and one call of each pair per turn means a
    /// turn lasts as long as its largest round trip: at full size the large payloads' round trips at tier 0 made long
    /// turns, and warm-ups that could reach their limit with the JIT still compiling. The smaller instance runs the
    /// same methods of the same types, warms in about half the time, and leaves the cells unchanged (measured:
    /// docs/measuring.md, 'Measurements behind the code').
    /// </remarks>
    public static int InstanceSize(int size) => size >= InstanceDivisor ? size / InstanceDivisor : size;

    /// <summary>
    /// Calls each of <paramref name="operations"/> in turn until nothing new has been compiled for
    /// <paramref name="quietPeriod"/>. An operation that throws is reported to <paramref name="failed"/> (with its
    /// index) and not called again; the others go on. Returns a line for the log: how long it took, how many calls, how many methods were compiled meanwhile.
    /// </summary>
    public static string UntilQuiet(IReadOnlyList<CellOperation> operations, TimeSpan quietPeriod, Action<int, Exception> failed)
    {
        ArgumentNullException.ThrowIfNull(operations);
        ArgumentNullException.ThrowIfNull(failed);
        var live = Enumerable.Range(0, operations.Count).ToList();
        using var generated = new GeneratedCodeCount();
        var clock = Stopwatch.StartNew();
        var first = JitInfo.GetCompiledMethodCount();
        var quiet = new JitQuiet(quietPeriod, Limit);
        quiet.IsQuiet(TimeSpan.Zero, first, generated.Count);
        var batch = 1;
        long calls = 0;
        while (live.Count > 0)
        {
            var batchStart = clock.Elapsed;
            for (var i = 0; i < batch && live.Count > 0; i++)
            {
                calls += CallEach(operations, live, failed);
            }

            if (clock.Elapsed - batchStart < BatchTarget && batch < int.MaxValue / 2)
            {
                batch *= 2;
            }

            if (quiet.IsQuiet(clock.Elapsed, JitInfo.GetCompiledMethodCount(), generated.Count))
            {
                break;
            }
        }

        var together = operations.Count > 1 ? FormattableString.Invariant($" ({operations.Count} pairs in turn)") : "";
        var dynamic = generated.Count > 0 ? FormattableString.Invariant($" ({generated.Count} of them generated code, not waited for)") : "";
        return FormattableString.Invariant(
            $"// SerBench JIT warm-up{together}: {clock.Elapsed.TotalMilliseconds:F0} ms, {calls} calls, {JitInfo.GetCompiledMethodCount() - first} methods compiled{dynamic}, last at {quiet.LastChange.TotalMilliseconds:F0} ms");
    }

    /// <summary>
    /// Warms <paramref name="pairs"/> together: the ready pairs' round trips through their codecs' interfaces (on the
    /// smaller instance of <see cref="InstanceSize"/>), in turn,
    /// until nothing new has been compiled for <paramref name="quietPeriod"/> (so no timed call is compiled before the
    /// library has been profiled: see <see cref="InterfaceRoundTrip{T}"/>). Returns the pairs, a pair whose warm-up threw
    /// replaced by its failure; <paramref name="log"/> is the line for the log, null when no pair was ready.
    /// </summary>
    public static IReadOnlyList<PreparedPair> Pairs(IReadOnlyList<PreparedPair> pairs, TimeSpan quietPeriod, out string? log)
    {
        ArgumentNullException.ThrowIfNull(pairs);
        log = null;
        var result = pairs.ToArray();
        var ready = new List<int>();
        var operations = new List<CellOperation>();
        for (var i = 0; i < result.Length; i++)
        {
            if (result[i].CreateOperation is not { } create)
            {
                continue;
            }

            try
            {
                operations.Add(create(CellOperation.WarmUpRoundTrip));
                ready.Add(i);
            }
            catch (Exception ex) when (ex is not OutOfMemoryException)
            {
                result[i] = Failed(ex);
            }
        }

        if (operations.Count > 0)
        {
            log = UntilQuiet(operations, quietPeriod, (index, ex) => result[ready[index]] = Failed(ex));
        }

        return result;
    }

    private static PreparedPair Failed(Exception ex) =>
        PreparedPair.Failed($"Warming up (round trips until the JIT is quiet) threw {ex.GetType().Name}: {ex.Message}");

    /// <summary>One call of every live operation; drops those that throw. Returns the number of calls made.</summary>
    private static int CallEach(IReadOnlyList<CellOperation> operations, List<int> live, Action<int, Exception> failed)
    {
        var calls = 0;
        for (var k = 0; k < live.Count; k++)
        {
            var index = live[k];
            try
            {
                operations[index].Invoke();
                calls++;
            }
            catch (Exception ex) when (ex is not OutOfMemoryException)
            {
                live.RemoveAt(k--);
                failed(index, ex);
            }
        }

        return calls;
    }
}
