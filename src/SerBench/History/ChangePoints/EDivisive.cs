namespace SerBench.History.ChangePoints;

/// <summary>
/// E-divisive means (Matteson and James 2014), as MongoDB's and Apache Otava's change-point detection use it: split a
/// series where the energy distance between the two sides, weighted by their sizes, is largest; keep the split when
/// shuffling the segment rarely gives as large a one; repeat on the segments until a split is not significant.
/// Distribution-free, so the lab's skewed, heavy-tailed run-to-run noise needs no model. Deterministic for a seed.
/// </summary>
internal static class EDivisive
{
    public static IReadOnlyList<ChangePoint> Detect(IReadOnlyList<double> series, ChangePointSettings settings, int seed)
    {
        ArgumentNullException.ThrowIfNull(series);
        ArgumentNullException.ThrowIfNull(settings);
        var random = new Random(seed);
        var cuts = new List<(int Index, double PValue)>();
        var segments = new List<(int Start, int End)> { (0, series.Count) };
        while (true)
        {
            var best = (Segment: -1, Split: -1, Q: double.NegativeInfinity);
            for (var s = 0; s < segments.Count; s++)
            {
                var (start, end) = segments[s];
                if (BestSplit(Slice(series, start, end), settings.MinSegment) is { } split && split.Q > best.Q)
                {
                    best = (s, start + split.Tau, split.Q);
                }
            }

            if (best.Segment < 0)
            {
                break;
            }

            var segment = segments[best.Segment];
            var p = PValue(Slice(series, segment.Start, segment.End), best.Q, settings, random);
            if (p > settings.Alpha)
            {
                break;
            }

            cuts.Add((best.Split, p));
            segments[best.Segment] = (segment.Start, best.Split);
            segments.Insert(best.Segment + 1, (best.Split, segment.End));
        }

        cuts.Sort((a, b) => a.Index.CompareTo(b.Index));
        var points = new List<ChangePoint>(cuts.Count);
        for (var i = 0; i < cuts.Count; i++)
        {
            var from = i == 0 ? 0 : cuts[i - 1].Index;
            var to = i == cuts.Count - 1 ? series.Count : cuts[i + 1].Index;
            points.Add(new ChangePoint(cuts[i].Index, Median(Slice(series, from, cuts[i].Index)), Median(Slice(series, cuts[i].Index, to)), cuts[i].PValue));
        }

        return points;
    }

    /// <summary>The split τ of <paramref name="x"/> with the largest statistic Q, or null when the series is too short to split.</summary>
    internal static (int Tau, double Q)? BestSplit(double[] x, int minSegment)
    {
        var n = x.Length;
        if (n < 2 * Math.Max(minSegment, 2))
        {
            return null;
        }

        // Move one point at a time from the right side to the left, keeping the three sums of distances:
        // within the left, within the right, and across. O(n²) for all splits.
        double within = 0, right = 0, across = 0;
        for (var i = 0; i < n; i++)
        {
            for (var j = i + 1; j < n; j++)
            {
                right += Math.Abs(x[i] - x[j]);
            }
        }

        (int Tau, double Q)? best = null;
        for (var t = 0; t < n - minSegment; t++)
        {
            double toLeft = 0, toRight = 0;
            for (var i = 0; i < t; i++)
            {
                toLeft += Math.Abs(x[t] - x[i]);
            }

            for (var j = t + 1; j < n; j++)
            {
                toRight += Math.Abs(x[t] - x[j]);
            }

            within += toLeft;
            right -= toRight;
            across += toRight - toLeft;
            var m = t + 1;
            var k = n - m;
            if (m < minSegment)
            {
                continue;
            }

            var energy = (2 * across / (m * (double)k)) - (within / (m * (m - 1) / 2.0)) - (right / (k * (k - 1) / 2.0));
            var q = m * (double)k / n * energy;
            if (best is null || q > best.Value.Q)
            {
                best = (m, q);
            }
        }

        return best;
    }

    /// <summary>The share of shuffles (counting the series itself) whose best split is at least as strong; stops once it cannot pass.</summary>
    private static double PValue(double[] segment, double observed, ChangePointSettings settings, Random random)
    {
        var shuffled = (double[])segment.Clone();
        var atLeast = 1;
        var failAt = (int)Math.Floor(settings.Alpha * (settings.Permutations + 1)) + 1;
        var done = 0;
        for (; done < settings.Permutations; done++)
        {
            random.Shuffle(shuffled);
            if (BestSplit(shuffled, settings.MinSegment) is { } split && split.Q >= observed && ++atLeast >= failAt)
            {
                return atLeast / (double)(done + 2);
            }
        }

        return atLeast / (double)(settings.Permutations + 1);
    }

    private static double[] Slice(IReadOnlyList<double> series, int start, int end)
    {
        var slice = new double[end - start];
        for (var i = start; i < end; i++)
        {
            slice[i - start] = series[i];
        }

        return slice;
    }

    private static double Median(double[] values)
    {
        var sorted = values.Order().ToArray();
        var mid = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
