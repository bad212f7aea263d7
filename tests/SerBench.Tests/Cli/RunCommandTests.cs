using SerBench.Commands;

namespace SerBench.Tests.Cli;

public sealed class RunCommandTests
{
    [Fact]
    public void A_run_saves_the_finished_run_writes_the_reports_and_prints_the_table_and_folder()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--preset", "dry", "--serializers", "stj,newtonsoft", "--payloads", "tiny,simple", "--out", "out");

        Assert.Equal(0, exit);
        var folder = cli.PathOf("out");
        var run = cli.LastRun;
        Assert.Equal(folder, cli.Writes[^1].Directory);
        Assert.False(run.Partial);
        Assert.Null(run.PartialReason);
        Assert.Equal(CliHarness.Now.UtcDateTime, run.FinishedUtc);
        Assert.Equal("dry", run.Preset);
        Assert.Equal("dry", run.PresetSettings?.Name);
        Assert.Equal("serbench run --preset dry --serializers stj,newtonsoft --payloads tiny,simple --out out", run.CommandLine);
        Assert.Equal(2 * 2 * 3, run.Cells.Count);
        Assert.Equal(["tiny", "simple"], run.Payloads.Select(p => p.Id));
        Assert.Contains(run.Serializers, s => s.Id == "messagepack" && !s.Installed);
        Assert.Contains(run.Serializers, s => s is { Id: "stj", Installed: true, ApiShape: "buffer-writer", Codegen: "reflection", Format: "json" });
        Assert.True(File.Exists(Path.Combine(folder, "report.md")));
        Assert.True(File.Exists(Path.Combine(folder, "results.csv")));
        Assert.True(File.Exists(Path.Combine(folder, "report.html")));
        Assert.Contains("[ 1/12] stj · tiny · serialize: ok", cli.Out);
        Assert.Contains("[12/12] newtonsoft · simple · roundtrip: ok", cli.Out);
        Assert.Contains("operation", cli.Out);
        Assert.Contains($"Results: {folder}", cli.Out);
        Assert.Equal(string.Empty, cli.Error);
    }

    [Fact]
    public void Run_json_is_saved_after_every_cell_marked_partial_until_the_end()
    {
        using var cli = new CliHarness();

        cli.Run("run", "--serializers", "stj", "--payloads", "tiny", "--out", "out");

        // One write before the first cell, one per cell, one at the end.
        Assert.Equal(1 + 3 + 1, cli.Writes.Count);
        Assert.Equal([0, 1, 2, 3], cli.Writes.Take(4).Select(w => w.Run.Cells.Count));
        Assert.All(cli.Writes.Take(4), w => Assert.True(w.Run.Partial));
        Assert.False(cli.LastRun.Partial);
    }

    [Fact]
    public void Run_json_is_saved_only_while_the_engine_is_idle_so_no_measurement_runs_beside_the_write()
    {
        using var cli = new CliHarness { CellsPerIdle = 4 };

        cli.Run("run", "--serializers", "stj,newtonsoft", "--payloads", "tiny,simple", "--out", "out");

        // 12 cells, idle after the 4th, 8th and 12th (as after each measuring process): one write at the start, one per
        // idle moment, one at the end.
        Assert.Equal(1 + 3 + 1, cli.Writes.Count);
        Assert.Equal([0, 4, 8, 12], cli.Writes.Take(4).Select(w => w.Run.Cells.Count));
        Assert.False(cli.LastRun.Partial);
    }

    [Fact]
    public void Cells_heard_of_since_the_last_idle_moment_are_saved_when_the_run_is_stopped()
    {
        using var cli = new CliHarness { CellsPerIdle = 100 };
        cli.BeforeCell = index =>
        {
            if (index == 5)
            {
                cli.Cancellation.Cancel();
            }
        };

        var exit = cli.Run("run", "--serializers", "stj,newtonsoft", "--payloads", "tiny,simple", "--out", "out");

        Assert.Equal(ExitCodes.Cancelled, exit);
        Assert.Equal(2, cli.Writes.Count);
        Assert.True(cli.LastRun.Partial);
        Assert.Equal(6, cli.LastRun.Cells.Count);
    }

    [Fact]
    public void Bare_serbench_runs_the_quick_preset_over_everything_into_a_timestamped_results_folder()
    {
        using var cli = new CliHarness();

        var exit = cli.Run();

        Assert.Equal(0, exit);
        var plan = Assert.Single(cli.Plans);
        Assert.Equal("quick", plan.Preset.Name);
        Assert.Equal(3, plan.Serializers.Count);
        Assert.Equal(9, plan.Payloads.Count);
        Assert.Equal(Operations.All, plan.Operations);
        Assert.Equal(cli.PathOf(Path.Combine("results", "20261121-093015")), cli.Writes[^1].Directory);
        Assert.Equal(2_000, plan.Payloads.Single(p => p.Payload.Id == "grainstate").Size);
    }

    [Fact]
    public void Sizes_make_one_payload_size_each_for_scalable_payloads_only()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--payloads", "tiny,customers,grainstate", "--sizes", "10,1000", "--out", "out");

        Assert.Equal(0, exit);
        Assert.Equal(
            ["tiny", "customers@10", "customers@1000", "grainstate@10", "grainstate@1000"],
            Assert.Single(cli.Plans).Payloads.Select(p => p.ToString()));
        Assert.Equal([1, 10, 1000, 10, 1000], cli.LastRun.Payloads.Select(p => p.Size));
    }

    [Fact]
    public void A_narrower_selection_is_warmed_on_the_default_runs_payloads_at_their_default_sizes()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--payloads", "tiny,customers", "--sizes", "10", "--out", "out");

        Assert.Equal(0, exit);
        var plan = Assert.Single(cli.Plans);
        Assert.Equal(["tiny", "customers@10"], plan.Payloads.Select(p => p.ToString()));
        Assert.Equal(cli.Catalog.Payloads.Select(p => $"{p.Id}@{p.DefaultSize}"), plan.WarmPayloads.Select(p => $"{p.Payload.Id}@{p.Size}"));
    }

    [Fact]
    public void Sizes_with_only_fixed_payloads_are_ignored_with_a_note()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("run", "--payloads", "tiny", "--sizes", "10", "--out", "out");

        Assert.Equal(0, exit);
        Assert.Contains("--sizes applies to scalable payloads only (customers, grainstate, floats)", cli.Error);
    }

    [Fact]
    public void A_cancelled_run_keeps_the_completed_cells_and_says_it_is_partial()
    {
        using var cli = new CliHarness();
        cli.BeforeCell = index =>
        {
            if (index == 2)
            {
                cli.Cancellation.Cancel();
            }
        };

        var exit = cli.Run("run", "--serializers", "stj", "--payloads", "tiny,simple", "--out", "out");

        Assert.Equal(130, exit);
        var run = cli.LastRun;
        Assert.True(run.Partial);
        Assert.Equal("cancelled by the user", run.PartialReason);
        Assert.Equal(3, run.Cells.Count);
        Assert.Equal(6, run.PlannedCells);
        Assert.Contains("The run is partial (cancelled by the user): 3 of 6 cells", cli.Error);
        Assert.Contains("Partial run** (cancelled by the user): only 3 of the 6 planned cells were measured", File.ReadAllText(Path.Combine(cli.PathOf("out"), "report.md")));
    }

    [Fact]
    public void A_crash_exits_1_with_the_message_not_a_stack_trace_and_keeps_the_partial_run()
    {
        using var cli = new CliHarness();
        cli.BeforeCell = index =>
        {
            if (index == 2)
            {
                throw new InvalidOperationException("the engine fell over");
            }
        };

        var exit = cli.Run("run", "--serializers", "stj", "--payloads", "tiny,simple", "--out", "out");

        Assert.Equal(1, exit);
        var run = cli.LastRun;
        Assert.True(run.Partial);
        Assert.Equal("crashed: InvalidOperationException: the engine fell over", run.PartialReason);
        Assert.Equal(2, run.Cells.Count);
        Assert.Contains("the engine fell over", cli.Error);
        Assert.Contains(Path.Combine(cli.PathOf("out"), "run.json"), cli.Error);
        Assert.DoesNotContain(" at SerBench", cli.Error);
    }
}
