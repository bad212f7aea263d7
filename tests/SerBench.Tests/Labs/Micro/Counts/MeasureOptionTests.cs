using SerBench.Tests.Cli;

namespace SerBench.Tests.Labs.Micro.Counts;

public sealed class MeasureOptionTests
{
    [Fact]
    public void A_counts_run_writes_the_counts_how_they_were_taken_and_no_time_figures()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--measure", "counts", "--serializers", "stj", "--payloads", "tiny", "--ops", "serialize", "--out", "out");

        Assert.Equal(0, exit);
        Assert.Empty(cli.Plans);
        Assert.Single(cli.CountedPlans);
        var run = cli.LastRun;
        Assert.Equal(Measures.Counts, run.Measure);
        Assert.False(run.HasTime);
        Assert.Contains("5 × L1 misses + 35 × last-level misses", run.CountsSettings!.CyclesFormula, StringComparison.Ordinal);
        Assert.StartsWith("valgrind-3.19.0 callgrind", run.CountsSettings.Tool, StringComparison.Ordinal);
        Assert.Contains("after the JIT had compiled nothing new", run.CountsSettings.Regime, StringComparison.Ordinal);
        var cell = Assert.Single(run.Cells);
        Assert.Null(cell.MedianNs);
        Assert.Equal(1_000, cell.Counts!.Instructions);
        Assert.Contains("counts under valgrind's callgrind (no time figures)", cli.Out, StringComparison.Ordinal);
        Assert.Contains("2 processes per serializer", cli.Out, StringComparison.Ordinal);
    }

    [Fact]
    public void A_both_run_keeps_each_cells_time_figures_beside_its_counts()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--measure", "both", "--serializers", "stj,newtonsoft", "--payloads", "tiny", "--ops", "serialize,deserialize", "--out", "out");

        Assert.Equal(0, exit);
        Assert.Single(cli.Plans);
        Assert.Single(cli.CountedPlans);
        Assert.Equal(Measures.Both, cli.LastRun.Measure);
        Assert.Equal(4, cli.LastRun.Cells.Count);
        Assert.All(cli.LastRun.Cells, c => Assert.NotNull(c.MedianNs));
        Assert.All(cli.LastRun.Cells, c => Assert.NotNull(c.Counts));
        Assert.Equal(["stj", "stj", "newtonsoft", "newtonsoft"], cli.LastRun.Cells.Select(c => c.Serializer));
    }

    [Fact]
    public void Without_valgrind_a_counts_run_exits_2_saying_how_to_install_it_and_writes_nothing()
    {
        using var cli = new CliHarness { ValgrindVersion = null };

        var exit = cli.Run("run", "--measure", "counts", "--out", "out");

        Assert.Equal(2, exit);
        Assert.Contains("valgrind is not on PATH", cli.Error, StringComparison.Ordinal);
        Assert.Contains("apt-get install valgrind", cli.Error, StringComparison.Ordinal);
        Assert.Empty(cli.Writes);
        Assert.Empty(cli.CountedPlans);
    }

    [Fact]
    public void An_unknown_measure_exits_2_naming_the_valid_ones()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--measure", "count", "--out", "out");

        Assert.Equal(2, exit);
        Assert.Contains("Unknown measure 'count' in --measure", cli.Error, StringComparison.Ordinal);
        Assert.Contains("Valid measures: time, counts, both.", cli.Error, StringComparison.Ordinal);
        Assert.Empty(cli.Writes);
    }

    [Theory]
    [InlineData("--in-process", null, "cannot be combined with --in-process")]
    [InlineData("--sink", "file", "Leave out --sink file")]
    [InlineData("--rounds", "3", "Leave out --rounds")]
    public void Counting_refuses_what_only_timing_has(string option, string? value, string message)
    {
        using var cli = new CliHarness();
        string[] args = value is null ? ["run", "--measure", "counts", option, "--out", "out"] : ["run", "--measure", "counts", option, value, "--out", "out"];

        var exit = cli.Run(args);

        Assert.Equal(2, exit);
        Assert.Contains(message, cli.Error, StringComparison.Ordinal);
        Assert.Empty(cli.Writes);
    }
}
