namespace SerBench.Labs.Scale;

/// <summary>Where a serializer's output outgrows the last-level cache, from its (size, serialized bytes) points.</summary>
public static class CacheCrossingFinder
{
    /// <summary>Null when the cache size or the points are unknown (fewer than one measured size).</summary>
    public static CacheCrossing? Find(IEnumerable<(int Size, long Bytes)> points, long? cacheBytes)
    {
        ArgumentNullException.ThrowIfNull(points);
        var known = points.Where(p => p.Bytes > 0).OrderBy(p => p.Size).ToList();
        if (cacheBytes is not { } cache || cache <= 0 || known.Count == 0)
        {
            return null;
        }

        var firstPast = known.FindIndex(p => p.Bytes > cache);
        if (firstPast == 0)
        {
            // Already past at the smallest size: where it crossed lies below the sweep.
            return new CacheCrossing(known[0].Size, Interpolate(known.Count > 1 ? known[1] : (0, 0), known[0], cache), known.Count > 1);
        }

        if (firstPast > 0)
        {
            return new CacheCrossing(known[firstPast].Size, Interpolate(known[firstPast - 1], known[firstPast], cache), false);
        }

        // Never past the cache within the sweep: extrapolate along the last two sizes (bytes grow about linearly).
        return known.Count < 2
            ? new CacheCrossing(null, null, true)
            : new CacheCrossing(null, Interpolate(known[^2], known[^1], cache), true);
    }

    private static double? Interpolate((int Size, long Bytes) a, (int Size, long Bytes) b, long cache)
    {
        if (a.Size == b.Size || a.Bytes == b.Bytes)
        {
            return b.Bytes == 0 ? null : b.Size * ((double)cache / b.Bytes);
        }

        var slope = (double)(b.Bytes - a.Bytes) / (b.Size - a.Size);
        return slope <= 0 ? null : a.Size + ((cache - a.Bytes) / slope);
    }
}
