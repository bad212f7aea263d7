using SerBench.Labs.Startup;

namespace SerBench.Tests.Labs.Startup;

public sealed class StartupStatisticsTests
{
    [Fact]
    public void A_spread_is_the_median_and_range_of_the_values_that_exist()
    {
        var odd = StartupStatistics.Spread([5, 1, null, 3, double.NaN, 9, 7])!;
        var even = StartupStatistics.Spread([4, 1, 3, 2])!;

        Assert.Equal(new Spread(5, 1, 9, 5), odd);
        Assert.Equal(new Spread(2.5, 1, 4, 4), even);
        Assert.Null(StartupStatistics.Spread([null]));
    }

    [Fact]
    public void A_row_with_a_failed_process_is_failed_and_says_which_while_keeping_the_others_figures()
    {
        StartupSample[] samples =
        [
            new() { Process = 1, FirstSerializeNs = 10, FirstDeserializeNs = 4 },
            new() { Process = 2, Error = "the probe exited with code 1" },
            new() { Process = 3, FirstSerializeNs = 30, FirstDeserializeNs = 6 },
        ];

        var row = StartupStatistics.Row("stj", "complex", "jit", samples);

        Assert.Equal(CellStatus.Failed, row.Status);
        Assert.Contains("process 2", row.Reason);
        Assert.Contains("1 of 3", row.Reason);
        Assert.Equal(new Spread(20, 10, 30, 2), row.FirstSerialize);
        Assert.Equal(3, row.Samples.Count);
    }
}
