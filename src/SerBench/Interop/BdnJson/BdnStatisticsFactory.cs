using BenchmarkDotNet.Mathematics;

namespace SerBench.Interop.BdnJson;

/// <summary>
/// A cell's Statistics as BenchmarkDotNet works them out: its own <see cref="Statistics"/> over the cell's measured
/// iterations (ns per operation, every kept round), so quartiles, fences, outliers, the 99.9 % interval of the mean and
/// the percentiles mean exactly what they mean in a BenchmarkDotNet file.
/// </summary>
internal static class BdnStatisticsFactory
{
    public static BdnStatistics From(IReadOnlyList<double> values)
    {
        var s = new Statistics(values);
        var ci = s.ConfidenceInterval;
        var p = s.Percentiles;
        return new BdnStatistics
        {
            OriginalValues = values,
            N = s.N,
            Min = Finite(s.Min),
            LowerFence = Finite(s.LowerFence),
            Q1 = Finite(s.Q1),
            Median = Finite(s.Median),
            Mean = Finite(s.Mean),
            Q3 = Finite(s.Q3),
            UpperFence = Finite(s.UpperFence),
            Max = Finite(s.Max),
            InterquartileRange = Finite(s.InterquartileRange),
            LowerOutliers = s.LowerOutliers,
            UpperOutliers = s.UpperOutliers,
            AllOutliers = s.AllOutliers,
            StandardError = Finite(s.StandardError),
            Variance = Finite(s.Variance),
            StandardDeviation = Finite(s.StandardDeviation),
            Skewness = Finite(s.Skewness),
            Kurtosis = Finite(s.Kurtosis),
            ConfidenceInterval = new BdnConfidenceInterval(ci.N, Finite(ci.Mean), Finite(ci.StandardError), (int)ci.Level, Finite(ci.Margin), Finite(ci.Lower), Finite(ci.Upper)),
            Percentiles = new BdnPercentiles(
                Finite(p.P0), Finite(p.P25), Finite(p.P50), Finite(p.P67), Finite(p.P80), Finite(p.P85), Finite(p.P90), Finite(p.P95), Finite(p.P100)),
        };
    }

    /// <summary>JSON has no NaN or infinity (a single iteration has no spread): such a figure is written as null.</summary>
    private static double? Finite(double value) => double.IsFinite(value) ? value : null;
}
