using SerBench.Reports;

namespace SerBench.Tests.Reports;

/// <summary>The warning at the top of every report: an unsettled run says how slow the machine ran and what helps.</summary>
public sealed class MeasurementBannerTests
{
    private static readonly MeasurementRecord Unsettled = new()
    {
        Isolation = Isolations.Process,
        Settled = false,
        SettledNote = "15 of 24 measured cells were still disturbed after 2 re-measurements.",
        CanaryBaselineNs = 1_000_000,
        MaxCanarySlowdown = 0.15,
        CanaryTrace = [new(0, 1_000_000), new(1, 1_100_000), new(2, 1_200_000), new(3, 1_300_000)],
    };

    [Fact]
    public void An_unsettled_run_names_the_share_of_slow_canary_readings_and_what_helps()
    {
        var banner = MeasurementSummary.Banner(ReportFixture.Run() with { Measurement = Unsettled });

        Assert.NotNull(banner);
        Assert.StartsWith("MACHINE NEVER SETTLED: 15 of 24 measured cells", banner, StringComparison.Ordinal);
        Assert.Contains("The canary read 50 % of its 4 readings more than 15 % slower than its fastest (median +20%).", banner, StringComparison.Ordinal);
        Assert.EndsWith(MeasurementSummary.WhatHelps, banner, StringComparison.Ordinal);
    }

    [Fact]
    public void Without_a_canary_trace_the_banner_keeps_the_note_and_the_advice()
    {
        var banner = MeasurementSummary.Banner(ReportFixture.Run() with { Measurement = Unsettled with { CanaryTrace = [], CanaryBaselineNs = null } });

        Assert.Equal("MACHINE NEVER SETTLED: " + Unsettled.SettledNote + " " + MeasurementSummary.WhatHelps, banner);
    }

    [Fact]
    public void A_run_that_stopped_re_measuring_early_says_why_among_its_measurement_lines()
    {
        var run = ReportFixture.Run() with { Measurement = Unsettled with { StoppedRemeasuring = "after follow-up pass 1, 30 of the 40 rounds it measured again were disturbed again" } };

        Assert.Contains("Re-measuring stopped early: after follow-up pass 1, 30 of the 40 rounds it measured again were disturbed again.", MeasurementSummary.Lines(run));
        Assert.DoesNotContain(MeasurementSummary.Lines(ReportFixture.Run() with { Measurement = Unsettled }), l => l.StartsWith("Re-measuring stopped", StringComparison.Ordinal));
    }

    [Fact]
    public void A_settled_isolated_run_has_no_banner()
    {
        Assert.Null(MeasurementSummary.Banner(ReportFixture.Run() with { Measurement = Unsettled with { Settled = true, SettledNote = null } }));
    }

    [Fact]
    public void The_markdown_report_opens_with_the_banner()
    {
        var run = ReportFixture.Run() with { Measurement = Unsettled };

        Assert.Contains("> **" + MeasurementSummary.Banner(run) + "**", MarkdownReport.Render(run), StringComparison.Ordinal);
    }

    [Fact]
    public void A_run_whose_rounds_were_put_at_its_median_speed_says_so_with_the_factors_and_an_older_run_does_not()
    {
        var fixture = ReportFixture.Run();
        var cells = fixture.Cells.Select((c, i) => c.Status == CellStatus.Ok
            ? c with { Rounds = [new RoundRecord { Round = 1, MedianNs = c.MedianNs, SpeedFactor = i % 2 == 0 ? 0.93 : 1.04 }] }
            : c).ToList();
        var run = fixture with { Cells = cells, Measurement = Unsettled with { Settled = true, SpeedReferenceNs = 1_160_000 } };

        Assert.Contains(
            "Times are at the run's median machine speed (canary 1.16 ms): each undisturbed round's times scaled by the canary read around it, ×0.93 to ×1.04 (run.json keeps each round's measured median).",
            MeasurementSummary.Lines(run));
        Assert.DoesNotContain(MeasurementSummary.Lines(run with { Measurement = run.Measurement! with { SpeedReferenceNs = null } }), l => l.StartsWith("Times are at", StringComparison.Ordinal));
    }
}
