namespace SerBench.Labs.Scale;

/// <summary>
/// Fits time ∝ size^k by least squares on (ln size, ln time), and finds where growth bends: the size from
/// which every step between neighbouring sizes grows faster than the super-linear threshold.
/// </summary>
public static class GrowthFitter
{
    /// <summary>Above this exponent growth is flagged super-linear (seed 000's question: does it stay linear?).</summary>
    public const double SuperLinearThreshold = 1.15;

    /// <summary>The fit over the points with a positive size and time, or null with fewer than two.</summary>
    public static GrowthFit? Fit(IEnumerable<(int Size, double Time)> points, double threshold = SuperLinearThreshold)
    {
        ArgumentNullException.ThrowIfNull(points);
        var usable = points
            .Where(p => p.Size > 0 && p.Time > 0 && double.IsFinite(p.Time))
            .GroupBy(p => p.Size)
            .Select(g => g.First())
            .OrderBy(p => p.Size)
            .ToList();
        if (usable.Count < 2)
        {
            return null;
        }

        var xs = usable.Select(p => Math.Log(p.Size)).ToList();
        var ys = usable.Select(p => Math.Log(p.Time)).ToList();
        var meanX = xs.Average();
        var meanY = ys.Average();
        var sxx = xs.Sum(x => (x - meanX) * (x - meanX));
        var sxy = xs.Zip(ys, (x, y) => (x - meanX) * (y - meanY)).Sum();
        var slope = sxy / sxx;
        var intercept = meanY - (slope * meanX);
        double? rSquared = null;
        if (usable.Count > 2)
        {
            var total = ys.Sum(y => (y - meanY) * (y - meanY));
            var residual = xs.Zip(ys, (x, y) => y - (intercept + (slope * x))).Sum(r => r * r);
            rSquared = total > 0 ? 1 - (residual / total) : 1;
        }

        var superLinear = slope > threshold;
        return new GrowthFit(slope, rSquared, usable.Count, superLinear, superLinear ? BendSize(usable, threshold) : null);
    }

    /// <summary>
    /// The smallest size from which every later step (between neighbouring sizes) has a local exponent above the
    /// threshold; when the last step does not, the start of the first step that does.
    /// </summary>
    internal static int? BendSize(IReadOnlyList<(int Size, double Time)> points, double threshold)
    {
        var local = new List<double>();
        for (var i = 0; i + 1 < points.Count; i++)
        {
            local.Add(Math.Log(points[i + 1].Time / points[i].Time) / Math.Log((double)points[i + 1].Size / points[i].Size));
        }

        int? bend = null;
        for (var i = local.Count - 1; i >= 0 && local[i] > threshold; i--)
        {
            bend = points[i].Size;
        }

        if (bend is not null)
        {
            return bend;
        }

        var first = local.FindIndex(l => l > threshold);
        return first < 0 ? null : points[first].Size;
    }
}
