using System.Numerics;

namespace SerBench.Labs.Echo;

/// <summary>
/// Latencies in nanoseconds in fixed log-linear buckets (32 per power of two, so a value is known to about 3 %),
/// recorded without allocation; one per connection, merged at the end of a window. The maximum is exact.
/// </summary>
internal sealed class LatencyHistogram
{
    private const int SubBucketBits = 5;
    private const int SubBuckets = 1 << SubBucketBits;

    // Values below 2 × SubBuckets are their own bucket; above, 32 buckets per doubling up to 2^63.
    private const int LinearLimit = 2 * SubBuckets;
    private const int BucketCount = LinearLimit + ((63 - SubBucketBits) * SubBuckets);

    private readonly long[] _counts = new long[BucketCount];

    public long Count { get; private set; }

    public long Max { get; private set; }

    public double Sum { get; private set; }

    public void Record(long nanoseconds)
    {
        var value = Math.Max(0, nanoseconds);
        _counts[Index(value)]++;
        Count++;
        Sum += value;
        if (value > Max)
        {
            Max = value;
        }
    }

    public void Add(LatencyHistogram other)
    {
        ArgumentNullException.ThrowIfNull(other);
        for (var i = 0; i < _counts.Length; i++)
        {
            _counts[i] += other._counts[i];
        }

        Count += other.Count;
        Sum += other.Sum;
        Max = Math.Max(Max, other.Max);
    }

    /// <summary>The value at quantile <paramref name="q"/> (0–1): the midpoint of its bucket, never above the maximum; 0 when empty.</summary>
    public double Quantile(double q)
    {
        if (Count == 0)
        {
            return 0;
        }

        var rank = Math.Max(1, (long)Math.Ceiling(q * Count));
        long seen = 0;
        for (var i = 0; i < _counts.Length; i++)
        {
            seen += _counts[i];
            if (seen >= rank)
            {
                var (low, high) = Bounds(i);
                return Math.Min(Max, (low + high) / 2.0);
            }
        }

        return Max;
    }

    internal static int Index(long value)
    {
        if (value < LinearLimit)
        {
            return (int)value;
        }

        var msb = 63 - BitOperations.LeadingZeroCount((ulong)value);
        var shift = msb - SubBucketBits;
        var mantissa = (int)(value >> shift) - SubBuckets;
        return LinearLimit + ((shift - 1) * SubBuckets) + mantissa;
    }

    /// <summary>The smallest and largest value of bucket <paramref name="index"/>.</summary>
    internal static (long Low, long High) Bounds(int index)
    {
        if (index < LinearLimit)
        {
            return (index, index);
        }

        var shift = ((index - LinearLimit) / SubBuckets) + 1;
        var mantissa = ((index - LinearLimit) % SubBuckets) + SubBuckets;
        var low = (long)mantissa << shift;
        return (low, low + (1L << shift) - 1);
    }
}
