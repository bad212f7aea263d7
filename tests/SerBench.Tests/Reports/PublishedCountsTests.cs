using SerBench.Reports;
using SerBench.Reports.Published;

namespace SerBench.Tests.Reports;

/// <summary>The published tables beside a run without time figures: ours are estimated cycles, said so, never "not measured".</summary>
public sealed class PublishedCountsTests
{
    [Fact]
    public void A_counts_run_sets_its_estimated_cycles_and_their_ratios_beside_the_published_times()
    {
        var run = CountsReportFixture.CountsRun();
        var fast = run.Cells.First(c => c is { Serializer: "fast", Payload: "complex", Operation: Operations.Serialize });
        run = run with { Cells = [.. run.Cells, fast with { Serializer = "stj" }, fast with { Serializer = "protobuf", Counts = fast.Counts! with { EstimatedCycles = fast.Counts.EstimatedCycles / 4 } }] };

        var table = SeedComparisons.Build(new RunView(run), PublishedFigures.Load()).First();

        var stj = table.Rows.First(r => r is { Payload: "complex", Measure: Operations.Serialize, OurId: "stj" });
        var protobuf = table.Rows.First(r => r is { Payload: "complex", Measure: Operations.Serialize, OurId: "protobuf" });
        Assert.Equal(CountsLabels.Count(fast.Counts!.EstimatedCycles) + " est. cycles", stj.OurValue);
        Assert.Equal(0.25, protobuf.OurRatio!.Value, 6);
        Assert.Contains(table.Notes, n => n.StartsWith("This run has no time figures: ours are estimated cycles", StringComparison.Ordinal));
    }

    [Fact]
    public void A_time_run_keeps_its_medians_and_no_cycles_note()
    {
        var table = SeedComparisons.Build(new RunView(ReportFixture.Run()), PublishedFigures.Load()).First();

        Assert.DoesNotContain(table.Notes, n => n.Contains("estimated cycles", StringComparison.Ordinal));
    }
}
