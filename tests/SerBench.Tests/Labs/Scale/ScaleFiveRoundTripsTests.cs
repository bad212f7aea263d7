using System.Text;
using SerBench.Labs.Scale;
using SerBench.Reports;
using SerBench.Tests.Reports;

namespace SerBench.Tests.Labs.Scale;

/// <summary>Seed 000's five-round-trip table shows each median's interval, so a reader sees whether two ratios are apart beyond it.</summary>
public sealed class ScaleFiveRoundTripsTests
{
    [Fact]
    public void The_table_gives_each_medians_half_width_in_time_and_as_a_share_of_the_median()
    {
        var scale = new ScaleSection
        {
            Payload = "grainstate",
            Unit = "consumers",
            Sizes = [2000],
            SuperLinearThreshold = 1.15,
            FiveRoundTripSize = 2000,
            Baseline = "orleans",
            FiveRoundTrips =
            [
                new FiveRoundTripRecord { Serializer = "orleans", Status = CellStatus.Ok, MedianNs = 60e6, MeanNs = 61e6, CiLowerNs = 57e6, CiUpperNs = 63e6, Ratio = 1 },
                new FiveRoundTripRecord { Serializer = "stj", Status = CellStatus.Ok, MedianNs = 80e6, MeanNs = 82e6, Ratio = 80.0 / 60 },
            ],
        };
        var md = new StringBuilder();

        ScaleMarkdown.Write(md, new RunView(ReportFixture.Run()), scale);

        var text = md.ToString();
        Assert.Contains("| Serializer | Median | ± | Mean | Allocated | Ratio to orleans |", text);
        Assert.Contains("| orleans (`orleans`) | 60.0 ms | ± 3.00 ms (5 %) | 61.0 ms |", text);

        // A sweep made before the interval was kept shows a dash, not a made-up width.
        Assert.Contains("| stj (`stj`) | 80.0 ms | – | 82.0 ms |", text);
    }
}
