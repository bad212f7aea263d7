using SerBench.Engine.Interference;

namespace SerBench.Tests.Engine;

public sealed class RoundPoolingTests
{
    [Fact]
    public void Rounds_pool_their_iterations_and_the_interval_holds_every_rounds_median()
    {
        var cell = RoundPooling.Combine([Round(1, 100, 101, 99, 100), Round(2, 120, 121, 119, 120)], isSmoke: false);

        Assert.Equal(8, cell.Iterations);
        Assert.Equal(110, cell.MedianNs);
        Assert.True(cell.CiLowerNs <= 100);
        Assert.True(cell.CiUpperNs >= 120);
        Assert.Equal(0.2, cell.RoundsSpread!.Value, 6);
        Assert.Equal([1, 2], cell.Rounds!.Select(r => r.Round));
    }

    [Fact]
    public void Rounds_that_disagree_make_the_cell_noisy_and_rounds_that_agree_do_not()
    {
        Assert.True(RoundPooling.Combine([Round(1, 100, 100, 100), Round(2, 130, 130, 130)], false).Noisy);
        Assert.False(RoundPooling.Combine([Round(1, 100, 100.5, 99.5), Round(2, 101, 101.5, 100.5)], false).Noisy);
    }

    [Fact]
    public void Processes_that_allocated_different_amounts_give_the_cell_a_range_and_small_differences_do_not()
    {
        var apart = RoundPooling.Combine([Round(1, 100) with { AllocatedBytes = 3_088 }, Round(2, 100) with { AllocatedBytes = 2_449 }], isSmoke: false);
        var close = RoundPooling.Combine([Round(1, 100) with { AllocatedBytes = 10_941_360 }, Round(2, 100) with { AllocatedBytes = 10_941_744 }], isSmoke: false);
        var alone = RoundPooling.Combine([Round(1, 100) with { AllocatedBytes = 3_088 }], isSmoke: false);

        Assert.Equal((2_449L, 3_088L), (apart.AllocatedBytes!.Value, apart.AllocatedBytesMax!.Value));
        Assert.Equal((10_941_360L, (long?)null), (close.AllocatedBytes!.Value, close.AllocatedBytesMax));
        Assert.Null(alone.AllocatedBytesMax);
        Assert.False(AllocationAgreement.Differ(24, 32));
        Assert.True(AllocationAgreement.Differ(24, 33));
    }

    [Fact]
    public void A_cells_sizes_come_from_whichever_round_worked_them_out()
    {
        var sized = Round(2, 100, 100) with { SizeBytes = 27, GzipBytes = 40, BrotliBytes = 31, ZstdBytes = 36 };

        var cell = RoundPooling.Combine([Round(1, 100, 100), sized], isSmoke: false);

        Assert.Equal((27L, 40L, 31L, 36L), (cell.SizeBytes!.Value, cell.GzipBytes!.Value, cell.BrotliBytes!.Value, cell.ZstdBytes!.Value));
        Assert.Null(RoundPooling.Combine([Round(1, 100, 100), Round(2, 100, 100)], isSmoke: false).SizeBytes);
        Assert.Equal(9, RoundPooling.WithSizes(Round(1, 100) with { SizeBytes = 9 }, [sized]).SizeBytes);
    }

    [Fact]
    public void A_failed_round_fails_the_cell()
    {
        var failed = Round(2, 1) with { Status = CellStatus.Failed, Reason = "the measuring process ended" };

        var cell = RoundPooling.Combine([Round(1, 100, 100), failed], false);

        Assert.Equal(CellStatus.Failed, cell.Status);
        Assert.Equal("the measuring process ended", cell.Reason);
    }

    [Fact]
    public void A_median_under_the_loop_overhead_is_flagged_at_the_floor()
    {
        var round = Round(1, 0.4, 0.5, 0.3);
        round = round with { Rounds = [round.Rounds![0] with { OverheadNs = 1.5 }] };

        Assert.True(RoundPooling.Combine([round], false).AtOverheadFloor);
        Assert.False(RoundPooling.Combine([Round(1, 10, 10)], false).AtOverheadFloor);
    }

    [Fact]
    public void Retries_and_disturbance_are_counted_from_the_rounds()
    {
        var retried = Round(1, 100, 100);
        retried = retried with { Rounds = [retried.Rounds![0] with { Attempts = 3, Disturbed = true, DisturbedReason = "slow" }] };

        var cell = RoundPooling.Combine([retried, Round(2, 100, 100)], false);

        Assert.Equal(2, cell.Retries);
        Assert.True(cell.Disturbed);
    }

    [Fact]
    public void A_disturbed_round_is_left_out_once_two_undisturbed_rounds_are_measured_and_counted_otherwise()
    {
        var disturbed = Round(1, 150, 150, 150);
        disturbed = disturbed with { Rounds = [disturbed.Rounds![0] with { Disturbed = true, DisturbedReason = "slow" }] };

        var leftOut = RoundPooling.Combine([disturbed, Round(2, 100, 100, 100), Round(3, 102, 102, 102)], false);
        var kept = RoundPooling.Combine([disturbed, Round(2, 100, 100, 100)], false);

        Assert.Equal(101, leftOut.MedianNs);
        Assert.Equal(6, leftOut.Iterations);
        Assert.False(leftOut.Disturbed);
        Assert.Equal([true, false, false], leftOut.Rounds!.Select(r => r.LeftOut));
        Assert.True(kept.Disturbed);
        Assert.Equal(125, kept.MedianNs);
        Assert.All(kept.Rounds!, r => Assert.False(r.LeftOut));
    }

    [Fact]
    public void A_round_is_judged_against_the_runs_fastest_canary()
    {
        var policy = new InterferencePolicy();
        var round = new RoundRecord { Round = 1, Interference = new InterferenceReading(1_000, 1_300, 0.1, 0) };

        var judged = RunJudge.Judge(round, canaryBaselineNs: 1_000, policy);

        Assert.True(judged.Disturbed);
        Assert.Equal(0.3, judged.CanarySlowdown!.Value, 6);
        Assert.Contains("30 %", judged.DisturbedReason);
        Assert.False(RunJudge.Judge(round, canaryBaselineNs: 1_250, policy).Disturbed);
    }

    internal static CellRecord Round(int round, params double[] iterations) => new()
    {
        Serializer = "stj",
        Payload = "tiny",
        PayloadSize = 1,
        Operation = Operations.Serialize,
        Status = CellStatus.Ok,
        MedianNs = iterations.Order().ElementAt(iterations.Length / 2),
        AllocatedBytes = 24,
        Rounds = [new RoundRecord { Round = round, MedianNs = SampleStatistics.Of(iterations).Median, IterationNs = iterations }],
    };
}
