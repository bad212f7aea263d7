using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace SerBench.Engine.Interference;

/// <summary>
/// The lab's canary: about 1.5 ms of fixed work, no allocation, timed three times back to back; the fastest of the
/// three is the reading, so a timer interrupt or a context switch in one of them does not count as a slow machine.
/// </summary>
/// <remarks>
/// The work has two parts, because these VMs slow down in more than one way: a dependent chain of xorshift steps
/// (one instruction at a time: the core's clock), a third of the time, and eight independent xorshift chains side by
/// side (as many instructions per cycle as the core issues), two thirds. The dependent chain alone (the canary until
/// 2026-11-26) stayed fast while the host took issue slots from the core, and whole rounds of light cells ran slow with
/// it fast before and after them. A third part, varint encoding and decoding in the first-level cache, was tried and
/// dropped: its fastest reading differed from one measuring process to the next, while both chains read the same in
/// every process (measured: docs/measuring.md, 'Measurements behind the code').
/// </remarks>
public sealed class Canary : ICanary
{
    /// <summary>What <see cref="MeasureNs"/> times, as run.json records it: readings of different work are not comparable.</summary>
    public const string Work = RunFiles.CanaryWorks.ChainAndWide;

    private const int ChainSteps = 300_000;
    private const int WideSteps = 300_000;
    private const int Repeats = 3;

    private static ulong _sink;

    string ICanary.Work => Work;

    public double MeasureNs()
    {
        var best = double.MaxValue;
        for (var i = 0; i < Repeats; i++)
        {
            var start = Stopwatch.GetTimestamp();
            _sink ^= Chain(0x9E3779B97F4A7C15UL + (ulong)i, ChainSteps);
            _sink ^= Wide(0x2545F4914F6CDD1DUL + (ulong)i, WideSteps);
            var elapsed = Stopwatch.GetElapsedTime(start).TotalNanoseconds;
            best = Math.Min(best, elapsed);
        }

        return best;
    }

    /// <summary>
    /// A dependent chain of xorshift steps: no loads or stores, so its time follows the core's clock only.
    /// Optimized from the first call (as the other part), so every process times the same machine code.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private static ulong Chain(ulong state, int steps)
    {
        for (var i = 0; i < steps; i++)
        {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
        }

        return state;
    }

    /// <summary>Eight independent xorshift chains: the core can issue several of their steps per cycle.</summary>
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private static ulong Wide(ulong seed, int steps)
    {
        ulong a = seed, b = seed * 3, c = seed * 5, d = seed * 7, e = seed * 11, f = seed * 13, g = seed * 17, h = seed * 19;
        for (var i = 0; i < steps; i++)
        {
            a ^= a << 13; b ^= b << 13; c ^= c << 13; d ^= d << 13; e ^= e << 13; f ^= f << 13; g ^= g << 13; h ^= h << 13;
            a ^= a >> 7; b ^= b >> 7; c ^= c >> 7; d ^= d >> 7; e ^= e >> 7; f ^= f >> 7; g ^= g >> 7; h ^= h >> 7;
            a ^= a << 17; b ^= b << 17; c ^= c << 17; d ^= d << 17; e ^= e << 17; f ^= f << 17; g ^= g << 17; h ^= h << 17;
        }

        return a ^ b ^ c ^ d ^ e ^ f ^ g ^ h;
    }
}
