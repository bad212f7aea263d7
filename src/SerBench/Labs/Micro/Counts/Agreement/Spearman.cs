namespace SerBench.Labs.Micro.Counts.Agreement;

/// <summary>
/// Spearman's rank correlation: the Pearson correlation of the two series' ranks, tied values sharing the average of
/// the ranks they span, so ties need no correction formula (the classic 1 − 6Σd²/n(n²−1) holds only without ties).
/// </summary>
internal static class Spearman
{
    /// <summary>ρ between <paramref name="x"/> and <paramref name="y"/>; null with fewer than two pairs or when either series is all ties.</summary>
    public static double? Correlation(IReadOnlyList<double> x, IReadOnlyList<double> y)
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(y);
        if (x.Count != y.Count)
        {
            throw new ArgumentException($"Spearman's ρ pairs values: {x.Count} against {y.Count}.", nameof(y));
        }

        if (x.Count < 2)
        {
            return null;
        }

        var rx = Ranks(x);
        var ry = Ranks(y);
        var mean = (x.Count + 1) / 2.0;
        double covariance = 0, varianceX = 0, varianceY = 0;
        for (var i = 0; i < rx.Length; i++)
        {
            var dx = rx[i] - mean;
            var dy = ry[i] - mean;
            covariance += dx * dy;
            varianceX += dx * dx;
            varianceY += dy * dy;
        }

        return varianceX == 0 || varianceY == 0 ? null : covariance / Math.Sqrt(varianceX * varianceY);
    }

    /// <summary>1-based ranks, ascending; equal values share the average of their ranks ([10, 20, 20, 30] → [1, 2.5, 2.5, 4]).</summary>
    public static double[] Ranks(IReadOnlyList<double> values)
    {
        ArgumentNullException.ThrowIfNull(values);
        var order = Enumerable.Range(0, values.Count).OrderBy(i => values[i]).ToArray();
        var ranks = new double[values.Count];
        for (var start = 0; start < order.Length;)
        {
            var end = start;
            while (end + 1 < order.Length && values[order[end + 1]] == values[order[start]])
            {
                end++;
            }

            var average = ((start + 1) + (end + 1)) / 2.0;
            for (var k = start; k <= end; k++)
            {
                ranks[order[k]] = average;
            }

            start = end + 1;
        }

        return ranks;
    }
}
