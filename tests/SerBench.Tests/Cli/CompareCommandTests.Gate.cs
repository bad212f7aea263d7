using SerBench.Tests.Reports;

namespace SerBench.Tests.Cli;

/// <summary>compare as a CI gate (--fail-on, --summary): run-file fixtures only, nothing timed.</summary>
public sealed partial class CompareCommandTests
{
    private const string FastCells = "  fast · complex · deserialize: time 200 ns → 260 ns (+30.0 %;";

    [Fact]
    public void Fail_on_slower_exits_3_naming_exactly_the_cells_of_the_adapter_made_30_percent_slower()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with { Cells = [.. run.Cells.Select(c => c.Serializer == "fast" ? Slower(c, 1.3) : c)] });

        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on", "slower"));

        var gate = GateLines(cli.Out);
        Assert.Equal(
            [
                "Gate failed (--fail-on slower): 3 cells slower beyond the noise by time, allocations, size and status:",
                "fast · complex · deserialize: time",
                "fast · complex · serialize: time",
                "fast · customers (100) · serialize: time",
                "Exit code 3: the gate failed.",
            ],
            gate);
        Assert.Contains(FastCells, cli.Out);
    }

    [Fact]
    public void The_baseline_against_itself_passes_the_gate_and_exits_0()
    {
        using var cli = new CliHarness();
        Write(cli, "a", ReportFixture.Run());

        Assert.Equal(0, cli.Run("compare", "a", "a", "--fail-on", "changed", "--out", "cmp"));

        Assert.Contains("Gate passed (--fail-on changed): no cell changed beyond the noise by time, allocations, size and status.\nExit code 0.", cli.Out.ReplaceLineEndings("\n"));
    }

    [Fact]
    public void Thirty_percent_more_instructions_in_one_adapter_fails_the_gate_naming_its_cells()
    {
        using var cli = new CliHarness();
        CellRecord Cell(string serializer, string operation, double instructions) => CountedCell(instructions, 0.001) with { Serializer = serializer, Operation = operation };
        RunFile Run(double factor) => CountedRun(CountedCell(1, 0)) with
        {
            Cells = [Cell("stj", "serialize", 10_000 * factor), Cell("stj", "deserialize", 20_000 * factor), Cell("newtonsoft", "serialize", 30_000), Cell("newtonsoft", "deserialize", 40_000)],
        };
        Write(cli, "a", Run(1));
        Write(cli, "b", Run(1.3));

        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on", "slower"));

        Assert.Equal(
            [
                "Gate failed (--fail-on slower): 2 cells slower beyond the noise by instructions per call, allocations, size and status:",
                "stj · tiny · deserialize: instructions",
                "stj · tiny · serialize: instructions",
                "Exit code 3: the gate failed.",
            ],
            GateLines(cli.Out));
        Assert.Contains("  stj · tiny · serialize: instructions 10,000 → 13,000 (+30.0 %; instructions beyond the ±0.5 % band (the 0.5 % floor))", cli.Out);
    }

    [Theory]
    [InlineData(64L, 80L, 3)]
    [InlineData(64L, 72L, 0)]
    [InlineData(64L, 40L, 0)]
    public void Allocation_growth_alone_fails_the_gate_when_beyond_1_percent_and_8_bytes(long before, long after, int exit)
    {
        using var cli = new CliHarness();
        var cell = TestRuns.Ok("stj", "tiny", "serialize", 100);
        Write(cli, "a", ReportFixture.Run() with { Cells = [cell with { AllocatedBytes = before }] });
        Write(cli, "b", ReportFixture.Run() with { Cells = [cell with { AllocatedBytes = after }] });

        Assert.Equal(exit, cli.Run("compare", "a", "b", "--fail-on", "slower"));

        if (exit == 3)
        {
            Assert.Contains("  stj · tiny · serialize: allocations 64 B → 80 B (+16 B (+25.0 %); grew beyond both runs' ranges by more than 1 % and 8 B per operation)", cli.Out);
        }
        else
        {
            Assert.Contains("Gate passed", cli.Out);
        }
    }

    [Fact]
    public void A_smaller_size_passes_slower_and_fails_changed()
    {
        using var cli = new CliHarness();
        var cell = TestRuns.Ok("stj", "tiny", "serialize", 100, sizeBytes: 100);
        Write(cli, "a", ReportFixture.Run() with { Cells = [cell] });
        Write(cli, "b", ReportFixture.Run() with { Cells = [cell with { SizeBytes = 99 }] });

        Assert.Equal(0, cli.Run("compare", "a", "b", "--fail-on", "slower"));
        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on", "changed"));
        Assert.Contains("  stj · tiny · serialize: size 100 B → 99 B (−1 B (−1.0 %); serialized size is deterministic: any byte counts)", cli.Out);

        Write(cli, "c", ReportFixture.Run() with { Cells = [cell with { SizeBytes = 101 }] });
        Assert.Equal(3, cli.Run("compare", "a", "c", "--fail-on", "slower"));
        Assert.Contains("stj · tiny · serialize: size 100 B → 101 B", cli.Out);
    }

    [Fact]
    public void A_cell_that_newly_fails_its_round_trip_fails_the_gate_on_its_status_alone()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with
        {
            // The failed cell's left-over size and allocations are not figures of a working cell, so only its status is named.
            Cells = [.. run.Cells.Select(c => c.Serializer == "slow" && c.Operation == "deserialize" ? c with { Status = CellStatus.Failed, MedianNs = null, Reason = "round trip differs", SizeBytes = 1, AllocatedBytes = 9_999 } : c)],
        });

        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on", "slower"));
        Assert.Equal(["Gate failed (--fail-on slower): 1 cell slower beyond the noise by time, allocations, size and status:", "slow · complex · deserialize: status", "Exit code 3: the gate failed."], GateLines(cli.Out));
        Assert.Contains("  slow · complex · deserialize: status ok → failed (now fails; round trip differs)", cli.Out);
    }

    [Theory]
    [InlineData("slow", "Unknown gate 'slow' in --fail-on; did you mean 'slower'? Valid gates: never, slower, changed.")]
    [InlineData("always", "Unknown gate 'always' in --fail-on. Valid gates: never, slower, changed.")]
    public void An_unknown_fail_on_exits_2_listing_the_valid_choices(string value, string message)
    {
        using var cli = new CliHarness();
        Write(cli, "a", ReportFixture.Run());

        Assert.Equal(2, cli.Run("compare", "a", "a", "--fail-on", value));
        Assert.Contains(message, cli.Error);
        Assert.False(File.Exists(cli.PathOf("a/compare.md")));
    }

    [Fact]
    public void Fail_on_never_reports_a_slowdown_and_exits_0_and_fail_on_regression_is_fail_on_slower()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with { Cells = [.. run.Cells.Select(c => c.Serializer == "fast" ? Slower(c, 1.3) : c)] });

        Assert.Equal(0, cli.Run("compare", "a", "b", "--fail-on", "never"));
        Assert.Contains("3 slower", cli.Out);
        Assert.DoesNotContain("Gate ", cli.Out);

        Assert.Equal(3, cli.Run("compare", "a", "b", "--fail-on-regression", "--fail-on", "slower"));
        Assert.Contains("Gate failed (--fail-on slower): 3 cells", cli.Out);

        Assert.Equal(2, cli.Run("compare", "a", "b", "--fail-on-regression", "--fail-on", "changed"));
        Assert.Contains("--fail-on-regression is --fail-on slower, so it cannot be given with --fail-on changed.", cli.Error);
    }

    [Fact]
    public void Runs_of_different_machines_are_refused_with_exit_2_and_the_summary_says_so()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with { Environment = run.Environment with { Machine = TestRuns.Machine() with { CpuModel = 85 } } });

        Assert.Equal(2, cli.Run("compare", "a", "b", "--fail-on", "slower", "--summary", "summary.md"));

        Assert.Contains("serbench: --fail-on judges only runs of the same machine.", cli.Error);
        Assert.StartsWith("### serbench compare: gate refused\n\n**Refused** (`--fail-on slower`, exit code 2): --fail-on judges only runs of the same machine.", File.ReadAllText(cli.PathOf("summary.md")));
        Assert.DoesNotContain("Gate passed", cli.Out);
    }

    [Fact]
    public void The_summary_is_appended_to_the_file_and_the_gate_off_never_fails()
    {
        using var cli = new CliHarness();
        var run = ReportFixture.Run();
        Write(cli, "a", run);
        Write(cli, "b", run with { Cells = [.. run.Cells.Select(c => c.Serializer == "fast" ? Slower(c, 1.3) : c)] });
        File.WriteAllText(cli.PathOf("summary.md"), "earlier step\n");

        Assert.Equal(0, cli.Run("compare", "a", "b", "--summary", "summary.md"));

        var md = File.ReadAllText(cli.PathOf("summary.md"));
        Assert.StartsWith("earlier step\n### serbench compare: not gated\n\n**Not gated** (`--fail-on never`).", md);
        Assert.Contains("| fast · complex · deserialize | time | 200 ns | 260 ns | +30.0 % |", md);
        Assert.DoesNotContain("Gate", cli.Out);
        Assert.Equal(2, cli.Run("compare", "a", "b", "--summary", "a"));
        Assert.Contains("--summary 'a' is a folder", cli.Error);
    }

    /// <summary>The gate's lines of the console: its verdict, each failing cell up to its measure, and the exit code line.</summary>
    private static string[] GateLines(string output)
    {
        var lines = output.ReplaceLineEndings("\n").Split('\n');
        var start = Array.FindIndex(lines, l => l.StartsWith("Gate ", StringComparison.Ordinal));
        return [.. lines.Skip(start).TakeWhile(l => l.Length > 0).Select(l => l.StartsWith("  ", StringComparison.Ordinal) ? UpToMeasure(l.Trim()) : l)];
    }

    /// <summary>"fast · complex · serialize: time 123 ns → …" → "fast · complex · serialize: time".</summary>
    private static string UpToMeasure(string line) => line[..line.IndexOf(' ', line.IndexOf(": ", StringComparison.Ordinal) + 2)];
}
