namespace SerBench.Engine;

/// <summary>
/// Median, mean, standard deviation and the 99.9 % confidence interval of the mean (Student's t), as
/// BenchmarkDotNet computes them, over every value given: nothing is removed as an outlier.
/// </summary>
internal sealed record SampleStatistics(double Median, double Mean, double StdDev, double CiLower, double CiUpper, int N)
{
    // Two-sided 99.9 % quantiles of Student's t for 1..30 degrees of freedom, then 40, 60, 120 and infinity.
    private static readonly double[] SmallDf =
    [
        636.62, 31.599, 12.924, 8.610, 6.869, 5.959, 5.408, 5.041, 4.781, 4.587,
        4.437, 4.318, 4.221, 4.140, 4.073, 4.015, 3.965, 3.922, 3.883, 3.850,
        3.819, 3.792, 3.768, 3.745, 3.725, 3.707, 3.690, 3.674, 3.659, 3.646,
    ];

    private static readonly (int Df, double T)[] LargeDf = [(30, 3.646), (40, 3.551), (60, 3.460), (120, 3.373), (int.MaxValue, 3.291)];

    public static SampleStatistics Of(IReadOnlyList<double> values)
    {
        ArgumentNullException.ThrowIfNull(values);
        if (values.Count == 0)
        {
            throw new ArgumentException("No values to summarize.", nameof(values));
        }

        var sorted = values.Order().ToArray();
        var n = sorted.Length;
        var median = n % 2 == 1 ? sorted[n / 2] : (sorted[(n / 2) - 1] + sorted[n / 2]) / 2;
        var mean = sorted.Average();
        var stdDev = n > 1 ? Math.Sqrt(sorted.Sum(v => (v - mean) * (v - mean)) / (n - 1)) : 0;
        var half = n > 1 ? T999(n - 1) * stdDev / Math.Sqrt(n) : 0;
        return new SampleStatistics(median, mean, stdDev, mean - half, mean + half, n);
    }

    /// <summary>The two-sided 99.9 % quantile of Student's t, interpolated in 1/df between tabled values.</summary>
    internal static double T999(int degreesOfFreedom)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(degreesOfFreedom, 1);
        if (degreesOfFreedom <= SmallDf.Length)
        {
            return SmallDf[degreesOfFreedom - 1];
        }

        for (var i = 1; i < LargeDf.Length; i++)
        {
            var (hiDf, hiT) = LargeDf[i];
            if (degreesOfFreedom <= hiDf)
            {
                var (loDf, loT) = LargeDf[i - 1];
                var x = (1.0 / loDf - 1.0 / degreesOfFreedom) / (1.0 / loDf - (hiDf == int.MaxValue ? 0 : 1.0 / hiDf));
                return loT + (x * (hiT - loT));
            }
        }

        return LargeDf[^1].T;
    }
}
