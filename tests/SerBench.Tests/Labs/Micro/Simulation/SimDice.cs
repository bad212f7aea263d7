namespace SerBench.Tests.Labs.Micro.Simulation;

/// <summary>
/// Seeded, order-free chance: each roll is a hash of the seed and what it is about (a spell of time, a process, a cell),
/// so the machine does the same whatever the lab asks of it first. String hash codes are randomized per process, so
/// names are hashed here.
/// </summary>
internal sealed class SimDice(int seed)
{
    /// <summary>A number in [0, 1) for the keys.</summary>
    public double Roll(params long[] keys)
    {
        var h = Mix(unchecked((ulong)seed));
        foreach (var key in keys)
        {
            h = Mix(h ^ unchecked((ulong)key));
        }

        return (h >> 11) * (1.0 / (1UL << 53));
    }

    /// <summary>A stable hash of a name (FNV-1a).</summary>
    public static long Name(string name)
    {
        var h = 14695981039346656037UL;
        foreach (var c in name)
        {
            h = unchecked((h ^ c) * 1099511628211UL);
        }

        return unchecked((long)h);
    }

    private static ulong Mix(ulong z)
    {
        unchecked
        {
            z += 0x9E3779B97F4A7C15UL;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9UL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBUL;
            return z ^ (z >> 31);
        }
    }
}
