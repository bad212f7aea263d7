using SerBench.Reports;

namespace SerBench.Tests.Reports;

public sealed class TieTests
{
    [Fact]
    public void A_cell_whose_interval_overlaps_the_fastest_is_tied_for_best_and_one_that_does_not_is_not()
    {
        var run = new RunFile
        {
            SerbenchVersion = "t",
            Preset = "quick",
            StartedUtc = DateTime.UnixEpoch,
            Environment = TestRuns.Environment(),
            Cells =
            [
                Cell("a", 100, 96, 104),
                Cell("b", 103, 99, 107),
                Cell("c", 120, 118, 122),
            ],
        };

        var rows = new RunView(run).Payloads.Single().Operations.Single().Rows.ToDictionary(r => r.Cell.Serializer);

        Assert.False(rows["a"].TiedForBest);
        Assert.True(rows["a"].BestOrTied);
        Assert.True(rows["b"].TiedForBest);
        Assert.False(rows["c"].TiedForBest);
        Assert.Equal("103 % ≈", Labels.OfBest(rows["b"]));
        Assert.Equal("120 %", Labels.OfBest(rows["c"]));
        var console = new StringWriter();
        ConsoleTable.Write(console, run);
        Assert.Contains("≈ = tied for best", console.ToString());
    }

    private static CellRecord Cell(string serializer, double median, double lower, double upper) =>
        TestRuns.Ok(serializer, "tiny", Operations.Serialize, median) with { CiLowerNs = lower, CiUpperNs = upper };
}
