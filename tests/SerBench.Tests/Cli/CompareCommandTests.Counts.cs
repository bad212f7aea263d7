using SerBench.Tests.Reports;

namespace SerBench.Tests.Cli;

/// <summary>Counted runs are judged by instructions per call within each cell's band; a time is never judged against a count.</summary>
public sealed partial class CompareCommandTests
{
    [Fact]
    public void Two_percent_more_instructions_is_slower_and_a_regression()
    {
        using var cli = new CliHarness();
        WriteCountedRuns(cli, 1.02);

        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on-regression"));

        var output = cli.Out.ReplaceLineEndings("\n");
        Assert.Contains("Judged by counts: instructions per call under callgrind, not time.", output);
        Assert.Contains("Slower (more instructions):\n  stj · tiny · serialize: 10,000 instructions → 10,200 instructions (+2.0 %; instructions beyond the ±0.5 % band (the 0.5 % floor))", output);
        Assert.Contains("1 slower, 0 faster, 0 unchanged", output);
        var md = File.ReadAllText(cli.PathOf("b/compare.md"));
        Assert.Contains("| Serializer | Payload | Operation | Instructions before | Instructions after | Change | Band | Verdict |", md);
        Assert.Contains("| stj | tiny | serialize | 10,000 | 10,200 | +2.0 % | ±0.5 % | instructions beyond the ±0.5 % band", md);
        Assert.Contains("**Judged by counts: instructions per call under callgrind, not time.**", md);
        var html = File.ReadAllText(cli.PathOf("b/compare.html"));
        Assert.Contains("Judged by counts", html);
        Assert.Contains("<th class=\"num\" data-type=\"num\" tabindex=\"0\" aria-sort=\"none\">Band</th>", html);
    }

    [Fact]
    public void A_third_of_a_percent_more_instructions_is_within_the_floor_and_unchanged()
    {
        using var cli = new CliHarness();
        WriteCountedRuns(cli, 1.003);

        Assert.Equal(0, cli.Run("compare", "a", "b", "--fail-on-regression"));

        Assert.Contains("0 slower, 0 faster, 1 unchanged", cli.Out);
        Assert.Contains("| +0.3 % | ±0.5 % | instructions within the ±0.5 % band (the 0.5 % floor) |", File.ReadAllText(cli.PathOf("b/compare.md")));
    }

    [Fact]
    public void A_spread_of_one_percent_widens_the_band_so_0_8_percent_is_unchanged()
    {
        using var cli = new CliHarness();
        WriteCountedRuns(cli, 1.008, afterSpread: 0.01);

        Assert.Equal(0, cli.Run("compare", "a", "b", "--fail-on-regression"));

        Assert.Contains("0 slower, 0 faster, 1 unchanged", cli.Out);
        Assert.Contains("| +0.8 % | ±1.0 % | instructions within the ±1.0 % band (the second run's spread between counting processes) |", File.ReadAllText(cli.PathOf("b/compare.md")));
    }

    [Fact]
    public void A_threshold_wider_than_the_spreads_wins_and_a_narrower_one_does_not()
    {
        using var cli = new CliHarness();
        WriteCountedRuns(cli, 1.02);

        Assert.Equal(0, cli.Run("compare", "a", "b", "--fail-on-regression", "--threshold", "3"));
        Assert.Contains("| +2.0 % | ±3.0 % | instructions within the ±3.0 % band (--threshold) |", File.ReadAllText(cli.PathOf("b/compare.md")));

        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on-regression", "--threshold", "0.1"));
        Assert.Contains("±0.5 % band (the 0.5 % floor)", cli.Out);
    }

    [Fact]
    public void A_cell_counted_in_the_first_run_that_fails_in_the_second_is_now_failing()
    {
        using var cli = new CliHarness();
        var run = CountedRun(CountedCell(10_000, 0.001));
        Write(cli, "a", run);
        Write(cli, "b", run with { Cells = [run.Cells[0] with { Status = CellStatus.Failed, Counts = null, Reason = "Not counted: valgrind crashed." }] });

        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on-regression"));
        Assert.Contains("Now failing:\n  stj · tiny · serialize", cli.Out.ReplaceLineEndings("\n"));
    }

    [Fact]
    public void A_timed_run_against_a_counted_run_exits_2_saying_why_and_what_is_accepted()
    {
        using var cli = new CliHarness();
        Write(cli, "a", ReportFixture.Run() with { Cells = [TestRuns.Ok("stj", "tiny", "serialize", 100)] });
        WriteCountedRuns(cli, 1.0, folders: ("unused", "b"));

        Assert.Equal(2, cli.Run("compare", "a", "b"));

        Assert.Contains("serbench: A measured time, B counted instructions; a time cannot be compared with a count — run both with the same --measure.", cli.Error);
        Assert.Contains("compare takes two timed runs, two counted runs, or a run measured with both against either", cli.Error);
        Assert.False(File.Exists(cli.PathOf("b/compare.md")));
    }

    [Fact]
    public void Runs_measured_with_both_are_judged_by_counts_by_default_and_by_time_with_measure_time()
    {
        using var cli = new CliHarness();
        // Instructions 2 % up, time the same: counts call it slower, time unchanged.
        var cell = TestRuns.Ok("stj", "tiny", "serialize", 100) with { Counts = Counts(10_000, 0.001) };
        var run = CountedRun(cell) with { Measure = Measures.Both };
        Write(cli, "a", run);
        Write(cli, "b", run with { Cells = [cell with { Counts = Counts(10_200, 0.001) }] });

        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on-regression"));
        Assert.Contains("Judged by counts", cli.Out);

        Assert.Equal(0, cli.Run("compare", "a", "b", "--fail-on-regression", "--measure", "time"));
        Assert.Contains("Judged by time: the median per call on the machine.", cli.Out);
        Assert.Contains("0 slower, 0 faster, 1 unchanged", cli.Out);
        Assert.Contains("| Median before |", File.ReadAllText(cli.PathOf("b/compare.md")));
    }

    [Fact]
    public void The_machines_speed_warnings_concern_times_and_are_left_out_of_a_counts_comparison()
    {
        using var cli = new CliHarness();
        var cell = TestRuns.Ok("stj", "tiny", "serialize", 100) with { Counts = Counts(10_000, 0.001) };
        var run = CountedRun(cell) with { Measure = Measures.Both };
        Write(cli, "a", run with { Measurement = Canary(1.0) });
        Write(cli, "b", run with { Measurement = Canary(1.2) });

        cli.Run("compare", "a", "b", "--measure", "time");
        Assert.Contains("The machine ran 20.0 % slower in B than in A by the canary", cli.Out);
        Assert.Contains("B's times are put at A's machine speed", cli.Out);

        cli.Run("compare", "a", "b");
        var counted = cli.Out[(cli.Out.LastIndexOf("Same machine", StringComparison.Ordinal))..];
        Assert.DoesNotContain("The machine ran", counted);
        Assert.Contains("Counts are compared as counted", counted);
    }

    [Theory]
    [InlineData("both", "Unknown measure 'both' in --measure. Valid measures: time, counts.")]
    [InlineData("cont", "Unknown measure 'cont' in --measure; did you mean 'counts'? Valid measures: time, counts.")]
    [InlineData("counts", "--measure counts needs counts in both runs, and A measured time.")]
    public void A_measure_the_runs_cannot_be_judged_by_exits_2_naming_the_choices(string measure, string message)
    {
        using var cli = new CliHarness();
        Write(cli, "a", ReportFixture.Run() with { Cells = [TestRuns.Ok("stj", "tiny", "serialize", 100)] });
        Write(cli, "b", ReportFixture.Run() with { Cells = [TestRuns.Ok("stj", "tiny", "serialize", 100)] });

        Assert.Equal(2, cli.Run("compare", "a", "b", "--measure", measure));
        Assert.Contains(message, cli.Error);
    }

    /// <summary>Counted runs "a" and "b" of stj · tiny · serialize, 10,000 instructions in A and <paramref name="factor"/> times that in B.</summary>
    private static void WriteCountedRuns(CliHarness cli, double factor, double afterSpread = 0.001, (string Before, string After)? folders = null)
    {
        var (a, b) = folders ?? ("a", "b");
        Write(cli, a, CountedRun(CountedCell(10_000, 0.001)));
        Write(cli, b, CountedRun(CountedCell(10_000 * factor, afterSpread)));
    }

    private static RunFile CountedRun(CellRecord cell) => ReportFixture.Run() with { Measure = Measures.Counts, Cells = [cell] };

    /// <summary>A counted cell: no time figures, as a counts run writes it.</summary>
    private static CellRecord CountedCell(double instructions, double spread) =>
        TestRuns.Ok("stj", "tiny", "serialize", 100) with { MedianNs = null, CiLowerNs = null, CiUpperNs = null, MeanNs = null, StdDevNs = null, Counts = Counts(instructions, spread) };

    private static CountsRecord Counts(double instructions, double spread) => new()
    {
        Instructions = instructions,
        L1Misses = 10,
        LastLevelMisses = 1,
        BranchMispredictions = 5,
        EstimatedCycles = instructions + 85,
        Spread = spread,
    };
}
