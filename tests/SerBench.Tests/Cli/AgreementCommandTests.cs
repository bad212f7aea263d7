using SerBench.Tests.Labs.Micro.Counts;
using SerBench.Tests.Reports;

namespace SerBench.Tests.Cli;

/// <summary>`serbench agreement`: a both run alone or a timed run with a counted one; anything else exits 2 saying what is wrong.</summary>
public sealed class AgreementCommandTests
{
    [Fact]
    public void A_both_run_prints_each_groups_correlation_their_median_and_the_outliers()
    {
        using var cli = new CliHarness();
        CompareCommandTests.Write(cli, "both", BothRun.Run());

        Assert.Equal(0, cli.Run("agreement", "both"));

        var output = cli.Out.ReplaceLineEndings("\n");
        Assert.Contains("8 cells both timed and counted.", output);
        Assert.Contains("Median ρ over 2 payload × operation groups: 0.90.", output);
        Assert.Matches(@"tiny\s+deserialize\s+4\s+0\.80\n", output);
        Assert.Matches(@"slow\s+tiny\s+deserialize\s+1\.60 µs\s+1,200\s+0\.75\s+3\.00\s+4\.00×\s+slower than its cycles: memory- or collection-bound", output);
        Assert.Equal(string.Empty, cli.Error);
    }

    [Fact]
    public void A_timed_run_and_a_counted_run_are_paired_cell_by_cell_and_out_writes_markdown()
    {
        using var cli = new CliHarness();
        var both = BothRun.Run();
        CompareCommandTests.Write(cli, "time", both with { Measure = Measures.Time, Cells = [.. both.Cells.Select(c => c with { Counts = null })] });
        CompareCommandTests.Write(cli, "counts", both with { Measure = Measures.Counts, Cells = [.. both.Cells.Select(c => c with { MedianNs = null })] });

        Assert.Equal(0, cli.Run("agreement", "time", "counts", "--out", "out/agreement.md"));

        Assert.Contains("Time of time, counts of counts.", cli.Out);
        var md = File.ReadAllText(cli.PathOf("out/agreement.md"));
        Assert.StartsWith("# SerBench time and counts agreement\n\n- Time: ", md);
        Assert.Contains("| Payload | Operation | Serializers | Spearman ρ |", md);
        Assert.Contains("| tiny | serialize | 4 | 1.00 |", md);
        Assert.Contains("| slow | tiny | deserialize | 1.60 µs | 1,200 | 0.75 | 3.00 | 4.00× | slower than its cycles: memory- or collection-bound |", md);
    }

    [Fact]
    public void A_missing_or_damaged_run_exits_2_without_a_stack_trace()
    {
        using var cli = new CliHarness();
        Directory.CreateDirectory(cli.PathOf("damaged"));
        File.WriteAllText(cli.PathOf("damaged/run.json"), "{\"schemaVersion\":1,\"cells\":[{\"serializer\":");

        Assert.Equal(2, cli.Run("agreement", "nowhere"));
        Assert.Contains("serbench: No run file or run folder at", cli.Error);

        Assert.Equal(2, cli.Run("agreement", "damaged"));
        Assert.DoesNotContain("   at ", cli.Error);
        Assert.Contains("'serbench agreement BOTH' takes one run measured with --measure both.", cli.Error);
    }

    [Theory]
    [InlineData("time", null, "time was measured with --measure time: it holds times only, and one run alone needs both.")]
    [InlineData("counts", null, "counts was measured with --measure counts: it holds counts only, and one run alone needs both.")]
    [InlineData("counts", "counts", "TIME counts holds no times: it was measured with --measure counts. Give the timed run first, then the counted one.")]
    [InlineData("time", "time", "COUNTS time holds no counts: it was measured with --measure time.")]
    public void A_run_without_the_measure_its_place_needs_exits_2_saying_which(string first, string? second, string message)
    {
        using var cli = new CliHarness();
        CompareCommandTests.Write(cli, "time", ReportFixture.Run());
        CompareCommandTests.Write(cli, "counts", BothRun.Run() with { Measure = Measures.Counts });

        Assert.Equal(2, second is null ? cli.Run("agreement", first) : cli.Run("agreement", first, second));
        Assert.Contains("serbench: " + message, cli.Error);
    }

    [Fact]
    public void Runs_with_no_cell_both_timed_and_counted_exit_2()
    {
        using var cli = new CliHarness();
        CompareCommandTests.Write(cli, "time", ReportFixture.Run());
        CompareCommandTests.Write(cli, "counts", BothRun.Run() with { Measure = Measures.Counts });

        Assert.Equal(2, cli.Run("agreement", "time", "counts"));
        Assert.Contains("No cell was both timed and counted: time and counts have no measured cell in common", cli.Error);
    }
}
