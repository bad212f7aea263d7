using SerBench.Tests.Labs.Shared;

namespace SerBench.Tests.Cli;

/// <summary>
/// What every verb that writes a run leaves at its end: the machine's load beside the load at its start (so a
/// report never says "unknown at the end" on a machine that tells), and a closing list of exactly the files it wrote.
/// </summary>
public sealed class RunEndTests
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

    [Theory]
    [InlineData("run", "--serializers", "stj", "--payloads", "tiny")]
    [InlineData("scale", "--serializers", "stj", "--preset", "dry", "--sizes", "5,10")]
    [InlineData("evolve", "--serializers", "stj")]
    [InlineData("robustness", "--serializers", "stj", "--payloads", "tiny", "--sample", "4")]
    public void The_closing_lines_name_exactly_the_files_written(params string[] args)
    {
        using var harness = new CliHarness(LabHarness.Catalog([LabHarness.Installed("stj")]));

        Assert.Equal(0, harness.Run([.. args, "--out", "out"]));

        // run.json goes through the harness's in-memory store; every other file is on disk.
        var listed = harness.Out.Split('\n').Select(l => l.Trim()).Last(l => l.StartsWith("run.json, ", StringComparison.Ordinal))
            .Split(", ").Select(n => n.Split(' ')[0].Split('/')[0]).Where(n => n != "run.json").Order(StringComparer.Ordinal);
        var written = Directory.GetFileSystemEntries(harness.PathOf("out")).Select(Path.GetFileName).Order(StringComparer.Ordinal);
        Assert.Equal(written, listed);
    }
}
