using SerBench.RunFiles;
using SerBench.Tests.Reports;

namespace SerBench.Tests.Cli;

public sealed class CompareCommandTests
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
    public void Runs_from_different_machines_say_so_and_are_not_a_regression_test()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        var other = run with { Environment = run.Environment with { Machine = TestRuns.Machine() with { CpuModel = 85, IsaFlags = ["avx2"] } } };
        Write(cli, "a", run);
        Write(cli, "b", other with { Cells = [.. other.Cells.Select(c => c.Serializer == "fast" ? Slower(c, 1.5) : c)] });

        var refused = cli.Run("compare", "a", "b", "--fail-on-regression");

        Assert.Equal(2, refused);
        Assert.Contains("Different machine (CPU family/model/stepping: 6/143/8 → 6/85/8; Instruction sets: avx2 avx512f → avx2): this comparison is not a regression test.", cli.Out);
        Assert.Contains("Pass --allow-different-machine", cli.Error);
        Assert.Contains("Different machine", File.ReadAllText(cli.PathOf("b/compare.md")));
        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on-regression", "--allow-different-machine"));
    }

    [Theory]
    [InlineData("QEMU Standard PC", "Same machine: Test CPU @ 3.00GHz, 2 logical cores, hypervisor QEMU Standard PC.")]
    [InlineData("a hypervisor (product not readable)", "Same machine: Test CPU @ 3.00GHz, 2 logical cores, under a hypervisor (product not readable).")]
    [InlineData("none", "Same machine: Test CPU @ 3.00GHz, 2 logical cores, no hypervisor.")]
    public void The_same_machine_is_named_with_its_hypervisor_in_plain_words(string hypervisor, string expected)
    {
        var run = ReportFixture.Run();
        run = run with { Environment = run.Environment with { Machine = TestRuns.Machine() with { Hypervisor = hypervisor } } };

        Assert.Equal(expected, SerBench.Compare.MachineCheck.Verdict(run, run));
    }

    [Fact]
    public void A_run_without_machine_identity_cannot_confirm_the_same_machine()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run with { Environment = run.Environment with { Machine = null } });
        Write(cli, "b", run);

        Assert.Equal(0, cli.Run("compare", "a", "b"));
        Assert.Contains("Machine identity unknown in A", cli.Out);
        Assert.Equal(2, cli.Run("compare", "a", "b", "--fail-on-regression"));
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
    [InlineData(1.40, 1.45, "The machine ran 3.6 % slower in B than in A by the canary (median 1.400 → 1.450 ms)")]
    [InlineData(1.45, 1.40, "The machine ran 3.4 % faster in B than in A by the canary (median 1.450 → 1.400 ms)")]
    [InlineData(1.40, 1.42, null)]
    public void A_machine_that_ran_at_another_speed_by_its_canary_is_named_before_the_numbers(double beforeMs, double afterMs, string? expected)
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run with { Measurement = Canary(beforeMs) });
        Write(cli, "b", run with { Measurement = Canary(afterMs) });

        cli.Run("compare", "a", "b");

        if (expected is null)
        {
            Assert.DoesNotContain("The machine ran", cli.Out, StringComparison.Ordinal);
        }
        else
        {
            Assert.Contains(expected, cli.Out, StringComparison.Ordinal);
            Assert.Contains(expected, File.ReadAllText(cli.PathOf("b/compare.md")), StringComparison.Ordinal);
        }
    }

    [Theory]
    [InlineData(1.40, 1.40, 1.04, "1 slower")]
    [InlineData(1.40, 1.47, 1.04, "0 slower")]
    [InlineData(1.40, 1.47, 1.20, "1 slower")]
    [InlineData(1.47, 1.40, 1.00, "0 slower")]
    public void A_change_counts_only_beyond_the_intervals_and_the_machines_own_change_of_speed(double beforeMs, double afterMs, double factor, string expected)
    {
        using var cli = new CliHarness();
        WriteOneCellRuns(cli, Canary(beforeMs), Canary(afterMs), factor);

        cli.Run("compare", "a", "b");

        Assert.Contains($"1 cells compared: {expected}", cli.Out, StringComparison.Ordinal);
        if (expected == "1 slower" && beforeMs != afterMs)
        {
            Assert.Contains("±2.1 % from both CIs and ±5 % from the machine's speed by the canary", cli.Out, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void On_one_machine_Bs_times_are_put_at_As_machine_speed_unless_asked_as_measured()
    {
        using var cli = new CliHarness();
        WriteOneCellRuns(cli, Canary(1.40) with { SpeedReferenceNs = 1.2e6 }, Canary(1.47) with { SpeedReferenceNs = 1.5e6 }, 1.25);

        cli.Run("compare", "a", "b", "--threshold", "1");

        Assert.Contains("B's times are put at A's machine speed by the canary: ×0.800 (the runs' median canary 1.200 ms in A, 1.500 ms in B)", cli.Out, StringComparison.Ordinal);
        Assert.Contains("1 cells compared: 0 slower, 0 faster, 1 unchanged", cli.Out, StringComparison.Ordinal);
        var md = File.ReadAllText(cli.PathOf("b/compare.md"));
        Assert.Contains("| Median before | Median after (at A's speed, ×0.800) |", md, StringComparison.Ordinal);
        Assert.Contains("| stj | tiny | serialize | 100 ns | 100 ns | +0.0 % |", md, StringComparison.Ordinal);
        Assert.Contains("B&#39;s times are put at A&#39;s machine speed", File.ReadAllText(cli.PathOf("b/compare.html")), StringComparison.Ordinal);

        cli.Run("compare", "a", "b", "--threshold", "1", "--as-measured");

        Assert.Contains("B's times are compared as timed (--as-measured)", cli.Out, StringComparison.Ordinal);
        Assert.Contains("stj · tiny · serialize: 100 ns → 125 ns (+25.0 %;", cli.Out, StringComparison.Ordinal);
    }

    [Fact]
    public void Runs_of_different_machines_are_compared_as_timed()
    {
        using var cli = new CliHarness();
        var environment = ReportFixture.Run().Environment;
        WriteOneCellRuns(cli, Canary(1.40), Canary(1.47), 1.25, environment with { Machine = environment.Machine! with { LogicalCores = 64 } });

        cli.Run("compare", "a", "b", "--threshold", "1");

        Assert.Contains("B's times are compared as timed: the same machine is not confirmed", cli.Out, StringComparison.Ordinal);
        Assert.Contains("stj · tiny · serialize: 100 ns → 125 ns (+25.0 %;", cli.Out, StringComparison.Ordinal);
    }

    [Fact]
    public void Canaries_of_different_work_give_no_change_of_speed_and_say_so()
    {
        using var cli = new CliHarness();
        WriteOneCellRuns(cli, Canary(1.40), Canary(1.47) with { CanaryWork = SerBench.Engine.Interference.Canary.Work }, 1.04);

        cli.Run("compare", "a", "b");

        Assert.Contains("The runs' canaries timed different work (A: chain, B: chain+wide)", cli.Out, StringComparison.Ordinal);
        Assert.DoesNotContain("by the canary (median", cli.Out, StringComparison.Ordinal);
        Assert.Contains("1 cells compared: 1 slower", cli.Out, StringComparison.Ordinal);
    }

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
