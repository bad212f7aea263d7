using SerBench.Tests.Reports;

namespace SerBench.Tests.Cli;

/// <summary>Which machine and at what speed each run measured, said before any number is judged.</summary>
public sealed partial class CompareCommandTests
{
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
}
