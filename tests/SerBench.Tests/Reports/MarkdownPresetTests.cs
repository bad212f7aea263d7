using SerBench.Reports;

namespace SerBench.Tests.Reports;

/// <summary>report.md's preset table, and what a partial or dry run says about its figures.</summary>
public sealed class MarkdownPresetTests
{
    [Fact]
    public void The_preset_table_says_how_invocations_overhead_and_gc_were_handled()
    {
        var settings = SerBench.Engine.Preset.Quick.ToRecord() with { LoopOverheadNs = 1.4175 };
        var md = MarkdownReport.Render(ReportFixture.Run() with { PresetSettings = settings });

        Assert.Contains("| Invocations per iteration | sized per cell by the lab |", md);
        Assert.Contains("| JIT warm-up per pair | 200 ms without new compilation |", md);
        Assert.Contains("| Empty-loop overhead | 1.42 ns per call, measured once, subtracted |", md);
        Assert.Contains("| Forced GC before each iteration | no (one before each cell) |", md);

        var full = MarkdownReport.Render(ReportFixture.Run() with { Preset = "full", PresetSettings = SerBench.Engine.Preset.Full.ToRecord() });
        Assert.Contains("| Empty-loop overhead | measured and subtracted in every cell |", full);
        Assert.Contains("| Forced GC before each iteration | no (one before each cell) |", full);

        var older = MarkdownReport.Render(ReportFixture.Run() with { Preset = "full", PresetSettings = SerBench.Engine.Preset.Full.ToRecord() with { ForcesGcBetweenIterations = true } });
        Assert.Contains("| Forced GC before each iteration | yes |", older);
    }

    [Fact]
    public void A_partial_run_says_so_at_the_top_with_how_much_of_its_plan_it_measured()
    {
        var run = ReportFixture.Run() with { Partial = true, PartialReason = "cancelled by the user" };

        Assert.Contains("# SerBench run of 2026-11-21 09:30:15 UTC\n\n> **Partial run** (cancelled by the user): only 9 of the 20 planned cells were measured; the rest of the plan was not.", MarkdownReport.Render(run with { PlannedCells = 20 }));
        Assert.Contains("> **Partial run** (cancelled by the user): it stopped before the end; the 9 cells below are those measured by then.", MarkdownReport.Render(run));
    }

    [Fact]
    public void A_run_stopped_during_its_re_measurements_does_not_claim_cells_were_left_unmeasured()
    {
        var run = ReportFixture.Run() with { Partial = true, PartialReason = "cancelled by the user", PlannedCells = 9 };
        var round = Tests.Engine.RoundPoolingTests.Round(1, 100).Rounds![0];
        var firstOk = run.Cells.First(c => c.Status == CellStatus.Ok);
        var twoRounds = run with
        {
            Measurement = new MeasurementRecord { Isolation = Isolations.Process, Rounds = 2 },
            Cells = [.. run.Cells.Select(c => c.Status != CellStatus.Ok ? c : c with { Rounds = c == firstOk ? [round] : [round, round with { Round = 2 }] })],
        };

        Assert.Contains("> **Partial run** (cancelled by the user): every one of the 9 planned cells was measured in the preset's 1 round(s); it stopped while measuring", MarkdownReport.Render(run));
        Assert.Contains("every one of the 9 planned cells was measured, 1 of them in fewer than the preset's 2 rounds.", MarkdownReport.Render(twoRounds));
        Assert.DoesNotContain("rest of the plan", MarkdownReport.Render(twoRounds));
    }

    [Fact]
    public void A_dry_run_says_its_times_are_not_measurements()
    {
        var md = MarkdownReport.Render(ReportFixture.Run() with { Preset = "dry", PresetSettings = SerBench.Engine.Preset.Dry.ToRecord() });

        Assert.Contains("not steady-state measurements", md);
    }
}
