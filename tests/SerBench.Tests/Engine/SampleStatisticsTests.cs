namespace SerBench.Tests.Engine;

public sealed class SampleStatisticsTests
{
    [Fact]
    public void Every_value_counts_and_the_interval_is_the_student_t_interval_of_the_mean()
    {
        // An outlier is kept: nothing is removed silently.
        var stats = SampleStatistics.Of([10, 11, 12, 13, 100]);

        Assert.Equal(5, stats.N);
        Assert.Equal(12, stats.Median);
        Assert.Equal(29.2, stats.Mean, 6);
        var half = 8.610 * stats.StdDev / Math.Sqrt(5);
        Assert.Equal(stats.Mean - half, stats.CiLower, 6);
        Assert.Equal(stats.Mean + half, stats.CiUpper, 6);
    }

    [Theory]
    [InlineData(1, 636.62)]
    [InlineData(11, 4.437)]
    [InlineData(30, 3.646)]
    [InlineData(60, 3.460)]
    [InlineData(int.MaxValue, 3.291)]
    public void T_quantiles_match_the_table(int degreesOfFreedom, double expected) =>
        Assert.Equal(expected, SampleStatistics.T999(degreesOfFreedom), 3);

    [Fact]
    public void Between_tabled_degrees_of_freedom_the_quantile_lies_between_its_neighbours()
    {
        var t = SampleStatistics.T999(45);
        Assert.InRange(t, 3.460, 3.551);
    }
}
