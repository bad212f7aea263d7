using SerBench.Tests.Reports;

namespace SerBench.Tests.Cli;

/// <summary>Run files and options that cannot be compared exit 2 with what was wrong.</summary>
public sealed partial class CompareCommandTests
{
    [Theory]
    [InlineData("")]
    [InlineData("{\"schemaVersion\":1,\"serbenchVersion\":\"0.1.0\",\"cells\":[{\"serializer\":")]
    [InlineData("{\"name\":\"some-other-tool\",\"version\":3}")]
    [InlineData("{\"schemaVersion\":99,\"cells\":[]}")]
    public void An_empty_truncated_or_foreign_run_file_exits_2(string content)
    {
        using var cli = new CliHarness();
        Write(cli, "a", ReportFixture.Run());
        Directory.CreateDirectory(cli.PathOf("b"));
        File.WriteAllText(cli.PathOf("b/run.json"), content);

        Assert.Equal(2, cli.Run("compare", "a", "b", "--fail-on-regression"));
        Assert.StartsWith("serbench: ", cli.Error);
        Assert.DoesNotContain("   at ", cli.Error);
        Assert.False(File.Exists(cli.PathOf("b/compare.md")));
    }

    [Fact]
    public void A_missing_run_exits_2()
    {
        using var cli = new CliHarness();
        Write(cli, "a", ReportFixture.Run());

        Assert.Equal(2, cli.Run("compare", "a", "nowhere"));
        Assert.Contains("No run file or run folder at", cli.Error);
    }

    [Fact]
    public void Runs_with_no_cell_in_common_exit_2_naming_what_each_measured()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with { Cells = [TestRuns.Ok("other", "tiny", "serialize", 50)] });

        Assert.Equal(2, cli.Run("compare", "a", "b"));
        Assert.Contains("no measured cell in common", cli.Error);
        Assert.Contains("B measured other on tiny.", cli.Error);
    }

    [Theory]
    [InlineData("fast")]
    [InlineData("-5")]
    public void A_bad_threshold_exits_2(string threshold)
    {
        using var cli = new CliHarness();
        Write(cli, "a", ReportFixture.Run());
        Write(cli, "b", ReportFixture.Run());

        Assert.Equal(2, cli.Run("compare", "a", "b", "--threshold", threshold));
        Assert.Contains("--threshold", cli.Error);
    }
}
