namespace SerBench.Labs.Robustness;

/// <summary>
/// A per-cell seed from the run's seed and the cell's names (FNV-1a), identical on every machine and run;
/// string.GetHashCode is randomized per process, so it cannot be used here.
/// </summary>
internal static class StableSeed
{
    public static int Of(int seed, params string[] parts)
    {
        var hash = 2166136261u ^ (uint)seed;
        foreach (var part in parts)
        {
            foreach (var b in Encoding.UTF8.GetBytes(part))
            {
                hash = (hash ^ b) * 16777619u;
            }

            hash = (hash ^ 0xFF) * 16777619u;
        }

        return (int)(hash & 0x7FFFFFFF);
    }
}
