using SerBench.Engine.Interference;
using SerBench.Labs.Micro;
using SerBench.Tests.Engine;

namespace SerBench.Tests.Labs.Micro;

/// <summary>The judge stage decides a round's verdict when it arrives, keeps it, and judges every round again only when the baseline moves.</summary>
public sealed class JudgeStageTests
{
    [Fact]
    public void A_round_is_judged_against_the_fastest_reading_so_far_when_it_arrives()
    {
        var judge = new JudgeStage(new RunJudge(InterferencePolicy.Default));
        judge.Observe(0, 1_300);
        judge.Observe(1, 1_000);
        judge.Observe(2, 1_200);

        var slow = judge.Decide(Round(cell: 0, canaryNs: 1_200));

        Assert.Equal(1_000, judge.Baseline);
        Assert.True(slow.Disturbed);
        Assert.Equal(0.2, slow.JudgedRounds![0].CanarySlowdown!.Value, 9);
        Assert.Equal([1_300, 1_000, 1_200], judge.Trace.Select(p => p.Ns));
    }

    [Fact]
    public void A_faster_reading_judges_every_kept_round_again_and_a_slower_one_changes_nothing()
    {
        var judge = new JudgeStage(new RunJudge(InterferencePolicy.Default));
        judge.Observe(0, 1_100);
        var round = Round(cell: 0, canaryNs: 1_100);
        var before = judge.Decide(round);

        judge.Observe(1, 2_000);
        var kept = judge.Of(round);
        judge.Observe(2, 900);
        var after = judge.Of(round);

        Assert.False(before.Disturbed);
        Assert.Same(before, kept);
        Assert.True(after.Disturbed);
        Assert.Contains("slow (canary", after.JudgedRounds![0].DisturbedReason, StringComparison.Ordinal);
    }

    [Fact]
    public void A_round_that_replaces_another_in_its_slot_gets_its_own_verdict_and_the_replaced_one_has_none()
    {
        var judge = new JudgeStage(new RunJudge(InterferencePolicy.Default));
        judge.Observe(0, 1_000);
        var first = Round(cell: 3, canaryNs: 1_600);
        judge.Decide(first);
        var again = Round(cell: 3, canaryNs: 1_000);

        judge.Decide(again);

        Assert.False(judge.Disturbed(again));
        Assert.Throws<InvalidOperationException>(() => judge.Of(first));
    }

    [Fact]
    public void A_record_without_rounds_is_left_as_it_was_reported()
    {
        var judge = new JudgeStage(new RunJudge(InterferencePolicy.Default));
        var failed = new MeasuredRound(0, 0, RoundPoolingTests.Round(1, 100) with { Status = CellStatus.Failed, Rounds = null });

        var verdict = judge.Decide(failed);

        Assert.Null(verdict.JudgedRounds);
        Assert.Same(failed.Reported, verdict.On(failed.Reported));
    }

    private static MeasuredRound Round(int cell, double canaryNs)
    {
        var record = RoundPoolingTests.Round(1, 100, 100, 100);
        var round = record.Rounds![0] with { Interference = new InterferenceReading(canaryNs, canaryNs, 0, 0) };
        return new MeasuredRound(cell, 0, record with { Rounds = [round] });
    }
}
