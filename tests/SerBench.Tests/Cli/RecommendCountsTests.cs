using System.Text.Json;
using SerBench.Commands;
using SerBench.Tests.Reports;

namespace SerBench.Tests.Cli;

/// <summary>`serbench recommend --json` says what it ranked by, with the run's formula, and why time could not be used.</summary>
public sealed class RecommendCountsTests
{
    [Fact]
    public void A_counts_run_is_ranked_by_counts_with_the_runs_formula_and_the_fewest_cycles_first()
    {
        using var answer = Recommend(CountsReportFixture.CountsRun());

        Assert.Equal("counts", answer.RootElement.GetProperty("rankedBy").GetString());
        Assert.StartsWith("instructions + 5 × L1 misses", answer.RootElement.GetProperty("cyclesFormula").GetString(), StringComparison.Ordinal);
        Assert.Equal(JsonValueKind.Null, answer.RootElement.GetProperty("timeNotComparable").ValueKind);
        Assert.Equal("slow", answer.RootElement.GetProperty("ranked")[0].GetProperty("serializer").GetString());
    }

    [Fact]
    public void A_both_run_is_ranked_by_time_and_one_that_never_settled_by_counts_saying_why()
    {
        using var both = Recommend(CountsReportFixture.BothRun());
        using var unsettled = Recommend(CountsReportFixture.BothRunNeverSettled());

        Assert.Equal("time", both.RootElement.GetProperty("rankedBy").GetString());
        Assert.Equal("fast", both.RootElement.GetProperty("ranked")[0].GetProperty("serializer").GetString());
        Assert.Equal("counts", unsettled.RootElement.GetProperty("rankedBy").GetString());
        Assert.StartsWith("MACHINE NEVER SETTLED: ", unsettled.RootElement.GetProperty("timeNotComparable").GetString(), StringComparison.Ordinal);
        Assert.Equal("slow", unsettled.RootElement.GetProperty("ranked")[0].GetProperty("serializer").GetString());
    }

    /// <summary>The fixture's cells cover complex in both operations: the answer is asked for complex alone.</summary>
    private static JsonDocument Recommend(RunFile run)
    {
        using var cli = new CliHarness { ReadRunFile = _ => run };
        var exit = cli.Run("recommend", "fixture", "--payloads", "complex", "--weights", "deserialize=0", "--json");
        Assert.True(exit == ExitCodes.Success, cli.Error);
        return JsonDocument.Parse(cli.Out);
    }
}
