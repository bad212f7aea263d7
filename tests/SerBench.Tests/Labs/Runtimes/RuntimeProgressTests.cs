using SerBench.Labs.Micro.Runtimes;
using SerBench.Output;
using SerBench.Tests.Cli;
using SerBench.Tests.Engine;

namespace SerBench.Tests.Labs.Runtimes;

/// <summary>The progress of a `--runtimes` run: one total over every runtime, cells named with their runtime.</summary>
public sealed class RuntimeProgressTests
{
    [Fact]
    public void The_display_hears_the_whole_runs_total_once_and_again_only_when_a_runtime_measures_more()
    {
        var display = new RecordingObserver();
        var progress = new RuntimeProgress(display, [4, 4, 3]);

        var net8 = progress.For(0, "net8.0", 0, leftOut: 0);
        net8.Planned(4);
        net8.Planned(6);
        var aot = progress.For(2, "nativeaot", 10, leftOut: 1);
        aot.Planned(2);

        Assert.Equal(["planned 11", "planned 13"], display.Events);
        Assert.Equal(13, progress.Total);
    }

    [Fact]
    public void A_runtimes_cells_come_with_its_name_under_indices_of_their_own()
    {
        var display = new RecordingObserver();
        var aot = new RuntimeProgress(display, [1, 1]).For(1, "nativeaot", 5, leftOut: 0);

        aot.CellStarting(0, "stj", "tiny", "serialize");
        aot.CellCompleted(0, TestRuns.Ok("stj", "tiny", "serialize", 100));

        Assert.Equal("starting 5 stj (nativeaot)/tiny/serialize", display.Events[1]);
        Assert.Equal("nativeaot", Assert.Single(display.Completed).Runtime);
    }

    [Fact]
    public void Only_the_first_runtimes_measurement_record_is_the_runs()
    {
        var display = new RecordingObserver();
        var progress = new RuntimeProgress(display, [1, 1]);
        var first = progress.For(0, "net8.0", 0, leftOut: 0);
        var second = progress.For(1, "net10.0", 1, leftOut: 0);

        first.Measured(new MeasurementRecord { Isolation = "process", Rounds = 2 });
        second.Measured(new MeasurementRecord { Isolation = "process", Rounds = 3 });

        Assert.Equal(2, Assert.Single(display.Measurements).Rounds);
        Assert.Equal(3, second.Measurement?.Rounds);
    }

    [Fact]
    public void A_progress_line_names_the_runtime_of_a_runtimes_cell()
    {
        Assert.Equal("stj (net8.0) · tiny · serialize", CellNames.Describe(TestRuns.Ok("stj", "tiny", "serialize", 1) with { Runtime = "net8.0" }));
        Assert.Equal("stj · tiny · serialize", CellNames.Describe(TestRuns.Ok("stj", "tiny", "serialize", 1)));
    }

    [Fact]
    public void Every_runtimes_cells_count_against_the_whole_runs_total_left_out_ones_included()
    {
        using var cli = new CliHarness { Excluded = (r, a) => r.IsAot && a.Info.Id == "stj" ? "reflection-only row" : null };

        var exit = cli.Run("run", "--preset", "dry", "--serializers", "stj,stj-sourcegen", "--payloads", "tiny", "--ops", "serialize", "--runtimes", "net10.0,nativeaot", "--out", "out");

        Assert.Equal(0, exit);
        var lines = cli.Out.Split('\n').Select(l => l.TrimEnd('\r')).Where(l => l.StartsWith('[')).ToList();
        Assert.Contains("4 measurements planned.", cli.Out, StringComparison.Ordinal);
        Assert.DoesNotContain("more (", cli.Out, StringComparison.Ordinal);
        Assert.Equal(4, lines.Count);
        Assert.StartsWith("[1/4] stj (net10.0) · tiny · serialize: ok", lines[0], StringComparison.Ordinal);
        Assert.StartsWith("[2/4] stj-sourcegen (net10.0) · tiny · serialize: ok", lines[1], StringComparison.Ordinal);
        Assert.StartsWith("[3/4] stj-sourcegen (nativeaot) · tiny · serialize: ok", lines[2], StringComparison.Ordinal);
        Assert.StartsWith("[4/4] stj (nativeaot) · tiny · serialize:", lines[3], StringComparison.Ordinal);
        Assert.Contains("reflection-only row", lines[3], StringComparison.Ordinal);
    }
}
