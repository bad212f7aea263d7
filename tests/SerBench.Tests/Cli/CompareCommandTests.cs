using SerBench.Tests.Reports;

namespace SerBench.Tests.Cli;

public sealed partial class CompareCommandTests
{
    [Fact]
    public void An_injected_slowdown_is_flagged_and_fails_with_exit_3_when_asked()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with { Cells = [.. run.Cells.Select(c => c.Serializer == "fast" && c.Operation == "serialize" && c.Payload == "complex" ? Slower(c, 1.5) : c)] });

        var exit = cli.Run("compare", "a", "b", "--fail-on-regression");

        Assert.Equal(3, exit);
        Assert.Contains("Slower:\n  fast · complex · serialize: 123 ns → 185 ns (+50.0 %;", cli.Out.ReplaceLineEndings("\n"));
        Assert.Contains("1 slower, 0 faster, 5 unchanged", cli.Out);
        var md = File.ReadAllText(cli.PathOf("b/compare.md"));
        Assert.Contains("## Slower\n\n", md);
        Assert.Contains("| fast | complex | serialize | 123 ns | 185 ns | +50.0 % | beyond the noise", md);
        Assert.Contains("Same machine, runtime, preset and library versions.", md);
        Assert.StartsWith("<!DOCTYPE html>", File.ReadAllText(cli.PathOf("b/compare.html")));
    }

    [Fact]
    public void A_change_in_a_cell_that_a_run_left_disturbed_says_so_in_its_verdict_and_the_summary()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with { Cells = [.. run.Cells.Select(c => c.Serializer == "fast" && c.Operation == "serialize" && c.Payload == "complex" ? Slower(c, 1.5) with { Disturbed = true } : c)] });

        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on-regression"));

        Assert.Contains("1 slower (1 disturbed), 0 faster, 5 unchanged", cli.Out);
        Assert.Contains("disturbed in the second run, so its figures there may be slow: measure it again before reading this as a change", File.ReadAllText(cli.PathOf("b/compare.md")));
        cli.Run("compare", "a", "b", "--threshold", "10");
        Assert.Contains("beyond the ±10 % threshold; disturbed in the second run", File.ReadAllText(cli.PathOf("b/compare.md")));
        Assert.Equal(string.Empty, SerBench.Compare.RunComparer.Disturbance(run.Cells[0], run.Cells[0]));
        Assert.Contains("disturbed in both runs", SerBench.Compare.RunComparer.Disturbance(run.Cells[0] with { Disturbed = true }, run.Cells[0] with { Disturbed = true }));
        Assert.Contains("disturbed in the first run", SerBench.Compare.RunComparer.Disturbance(run.Cells[0] with { Disturbed = true }, run.Cells[0]));
    }

    [Fact]
    public void Without_the_flag_a_slowdown_still_exits_0()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with { Cells = [.. run.Cells.Select(c => c.Serializer == "fast" ? Slower(c, 1.5) : c)] });

        Assert.Equal(0, cli.Run("compare", "a", "b"));
        Assert.Contains("slower", cli.Out);
    }

    [Fact]
    public void Two_runs_of_the_same_build_with_overlapping_intervals_are_unchanged()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with { StartedUtc = run.StartedUtc.AddHours(1), Cells = [.. run.Cells.Select(c => Slower(c, 1.008))] });

        var exit = cli.Run("compare", "a", "b", "--fail-on-regression", "--out", "cmp");

        Assert.Equal(0, exit);
        Assert.Contains("6 cells compared: 0 slower, 0 faster, 6 unchanged; allocations changed in 0, size in 0.", cli.Out);
        Assert.DoesNotContain("Slower:", cli.Out);
        Assert.True(File.Exists(cli.PathOf("cmp/compare.md")));
        Assert.True(File.Exists(cli.PathOf("cmp/compare.html")));
    }

    [Fact]
    public void Dry_runs_without_intervals_are_not_judged_unless_a_threshold_is_given()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        static CellRecord Dry(CellRecord c, double factor) => c with { CiLowerNs = null, CiUpperNs = null, MedianNs = c.MedianNs * factor };
        Write(cli, "a", run with { Cells = [.. run.Cells.Select(c => Dry(c, 1))] });
        Write(cli, "b", run with { Cells = [.. run.Cells.Select(c => Dry(c, c.Serializer == "slow" ? 1.3 : 1.04))] });

        Assert.Equal(0, cli.Run("compare", "a", "b", "--fail-on-regression"));
        Assert.Contains("0 slower, 0 faster, 0 unchanged, 6 not judged (no CI)", cli.Out);

        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on-regression", "--threshold", "10"));
        Assert.Contains("2 slower, 0 faster, 4 unchanged", cli.Out);
    }

    [Fact]
    public void A_cell_that_now_fails_is_a_regression()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with
        {
            Cells = [.. run.Cells.Select(c => c.Serializer == "slow" && c.Operation == "deserialize" ? c with { Status = CellStatus.Failed, MedianNs = null, Reason = "round trip differs" } : c)],
        });

        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on-regression"));
        Assert.Contains("Now failing:\n  slow · complex · deserialize", cli.Out.ReplaceLineEndings("\n"));
    }

    [Theory]
    [InlineData(3_088L, null, 2_449L, 3_088L, false)]
    [InlineData(2_449L, 3_088L, 3_088L, null, false)]
    [InlineData(3_088L, null, 2_449L, null, true)]
    [InlineData(2_449L, 3_088L, 3_728L, null, true)]
    [InlineData(2_449L, 3_088L, 1_600L, 2_000L, true)]
    public void An_allocation_changed_only_when_the_two_runs_processes_ranges_are_apart(long before, long? beforeMost, long after, long? afterMost, bool changed)
    {
        using var cli = new CliHarness();
        var cell = TestRuns.Ok("avro", "complex", "deserialize", 4_000);
        var run = ReportFixture.Run() with { Cells = [cell] };
        Write(cli, "a", run with { Cells = [cell with { AllocatedBytes = before, AllocatedBytesMax = beforeMost }] });
        Write(cli, "b", run with { Cells = [cell with { AllocatedBytes = after, AllocatedBytesMax = afterMost }] });

        cli.Run("compare", "a", "b");

        Assert.Contains(changed ? "allocations changed in 1" : "allocations changed in 0", cli.Out, StringComparison.Ordinal);
        if (beforeMost is not null)
        {
            Assert.Contains("| 2,449 B–3,088 B → ", File.ReadAllText(cli.PathOf("b/compare.md")), StringComparison.Ordinal);
        }
    }

    private static CellRecord Slower(CellRecord cell, double factor) =>
        cell.MedianNs is null ? cell : cell with { MedianNs = cell.MedianNs * factor, CiLowerNs = cell.CiLowerNs * factor, CiUpperNs = cell.CiUpperNs * factor };

    /// <summary>A process-isolated run whose canary read around <paramref name="medianMs"/> (one slower and one faster reading beside it).</summary>
    private static SerBench.RunFiles.MeasurementRecord Canary(double medianMs) => new()
    {
        Isolation = SerBench.RunFiles.Isolations.Process,
        CanaryTrace = [new(1, medianMs * 1.1e6), new(2, medianMs * 1e6), new(3, medianMs * 0.95e6)],
    };

    internal static void Write(CliHarness cli, string folder, RunFile run) => RunFileStore.Write(cli.PathOf(folder), run);

    /// <summary>Runs "a" and "b" of one cell, stj · tiny · serialize at 100 ns in A and <paramref name="factor"/> times that in B.</summary>
    private static void WriteOneCellRuns(CliHarness cli, SerBench.RunFiles.MeasurementRecord before, SerBench.RunFiles.MeasurementRecord after, double factor, EnvironmentRecord? afterEnvironment = null)
    {
        var cell = TestRuns.Ok("stj", "tiny", "serialize", 100);
        var run = ReportFixture.Run() with { Cells = [cell] };
        Write(cli, "a", run with { Measurement = before });
        Write(cli, "b", run with { Measurement = after, Cells = [Slower(cell, factor)], Environment = afterEnvironment ?? run.Environment });
    }
}
