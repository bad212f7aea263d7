using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace SerBench.Engine.Interference;

/// <summary>
/// The lab's canary: about a millisecond of integer arithmetic with no memory traffic and no allocation,
/// timed three times back to back; the fastest of the three is the reading, so a timer interrupt or a
/// context switch in one of them does not count as a slow machine.
/// </summary>
public sealed class Canary : ICanary
{
    private const int Steps = 1_000_000;
    private const int Repeats = 3;

    private static ulong _sink;

    public double MeasureNs()
    {
        var best = double.MaxValue;
        for (var i = 0; i < Repeats; i++)
        {
            var start = Stopwatch.GetTimestamp();
            _sink ^= Work(0x9E3779B97F4A7C15UL + (ulong)i, Steps);
            var elapsed = Stopwatch.GetElapsedTime(start).TotalNanoseconds;
            best = Math.Min(best, elapsed);
        }

        return best;
    }

    /// <summary>
    /// A dependent chain of xorshift steps: no loads or stores, so its time follows the core's speed only.
    /// Optimized from the first call, so every process times the same machine code.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private static ulong Work(ulong state, int steps)
    {
        for (var i = 0; i < steps; i++)
        {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
        }

        return state;
    }
}
