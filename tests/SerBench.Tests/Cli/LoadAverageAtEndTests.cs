using SerBench.Tests.Labs;

namespace SerBench.Tests.Cli;

/// <summary>
/// Every verb that writes a run records the machine's load at its end beside the load at its start, so a
/// report never says "unknown at the end" on a machine that tells.
/// </summary>
public sealed class LoadAverageAtEndTests
{
    [Theory]
    [InlineData("run", "--serializers", "stj", "--payloads", "tiny")]
    [InlineData("scale", "--serializers", "stj", "--preset", "dry", "--sizes", "5,10")]
    [InlineData("scenarios", "--serializers", "stj", "--preset", "dry", "--payloads", "tiny")]
    [InlineData("evolve", "--serializers", "stj")]
    [InlineData("robustness", "--serializers", "stj", "--payloads", "tiny", "--sample", "4")]
    public void The_run_file_holds_the_load_at_the_end(params string[] args)
    {
        using var harness = new CliHarness(LabHarness.Catalog([LabHarness.Installed("stj")])) { LoadAverageNow = "1.25 0.75 0.50" };

        var exit = harness.Run([.. args, "--out", "out"]);

        Assert.True(exit == 0, harness.Error);
        var run = harness.LastRun;
        Assert.Equal("1.25 0.75 0.50", run.Environment.Machine!.LoadAverageEnd);
        Assert.Equal(CliHarness.Now.UtcDateTime, run.FinishedUtc);
        Assert.Contains("at the start, 1.25 0.75 0.50 at the end", File.ReadAllText(harness.PathOf(Path.Combine("out", "report.md"))), StringComparison.Ordinal);
    }
}
