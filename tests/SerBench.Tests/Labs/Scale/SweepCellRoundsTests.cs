using SerBench.Engine.Interference;
using SerBench.Labs.Scale;
using SerBench.Labs.Shared;
using SerBench.Tests.Engine;

namespace SerBench.Tests.Labs.Scale;

/// <summary>How the scale sweep spreads a cell over rounds and pools them: which rounds a cell gets, speed-corrected pooling, disturbed rounds left out.</summary>
public sealed class SweepCellRoundsTests
{
    private static readonly SweepRounds Rounds = new(4, 2, TimeSpan.FromMilliseconds(200));

    [Fact]
    public void A_short_call_gets_every_round_and_a_long_one_the_long_call_rounds()
    {
        Assert.Equal(4, Rounds.For(5e6));
        Assert.Equal(4, Rounds.For(null));
        Assert.Equal(2, Rounds.For(200e6));
        Assert.Equal(1, SweepRounds.One.For(5e9));
        Assert.Equal(4, LabPreset.Scale.Rounds.PerCell);
        Assert.Equal(4, LabPreset.Scale.Record.SweepRounds);
        Assert.Equal(3, LabPreset.Scale.Record.IterationCount);
        Assert.Equal(1, LabPreset.Quick.Rounds.PerCell);
    }

    [Fact]
    public void A_cell_is_measured_again_only_after_an_ok_round_and_while_its_call_is_short_enough()
    {
        var rounds = new SweepCellRounds(isSmoke: false);
        rounds.Add(0, Round(1, 1000, 10e6), TimeSpan.FromSeconds(1));
        rounds.Add(1, Round(1, 1000, 300e6), TimeSpan.FromSeconds(2));
        rounds.Add(2, new CellRecord { Serializer = "s", Payload = "p", PayloadSize = 10, Operation = "serialize", Status = CellStatus.Failed, Reason = "threw" }, TimeSpan.Zero);

        Assert.True(rounds.Wants(3, 1, Rounds));
        Assert.True(rounds.Wants(0, 2, Rounds));
        Assert.False(rounds.Wants(0, 3, Rounds)); // round 2 not measured yet
        Assert.True(rounds.Wants(1, 2, Rounds));
        rounds.Add(1, Round(2, 1000, 300e6), TimeSpan.FromSeconds(2));
        Assert.False(rounds.Wants(1, 3, Rounds));
        Assert.False(rounds.Wants(2, 2, Rounds));
        Assert.Equal(TimeSpan.FromSeconds(4), rounds.Took(1));
    }

    [Fact]
    public void Rounds_are_put_at_the_runs_median_canary_speed_and_a_disturbed_one_is_left_out()
    {
        var watch = new InterferenceWatch(new InterferenceTests.FakeCanary(1000), new NoProbe());
        watch.Read();
        var rounds = new SweepCellRounds(isSmoke: false);
        rounds.Add(0, Round(1, 1000, 10e6), TimeSpan.Zero);
        rounds.Add(0, Round(2, 1100, 11e6), TimeSpan.Zero); // 10 % slow: scaled back, not disturbed
        rounds.Add(0, Round(3, 1000, 10e6), TimeSpan.Zero);
        rounds.Add(0, Round(4, 1600, 30e6), TimeSpan.Zero); // 60 % slow: disturbed, left out

        var cell = rounds.Pooled(0, watch);

        // The reference is the median canary around every round (1,050 ns): the clean rounds agree at its speed.
        Assert.Equal(10.5e6, cell.MedianNs!.Value, 1e-6 * 10e6);
        Assert.All(cell.Rounds!.Take(3), r => Assert.Equal(10.5e6, r.MedianNs!.Value, 1e-3));
        Assert.Equal(9, cell.Iterations);
        Assert.False(cell.Disturbed);
        Assert.True(cell.Rounds![3].LeftOut);
        Assert.True(cell.Rounds[3].Disturbed);
        Assert.Equal(1050.0 / 1100, cell.Rounds[1].SpeedFactor!.Value, 1e-9);
        Assert.Equal(11e6, cell.Rounds[1].MeasuredMedianNs!.Value, 1e-3);
        Assert.True(cell.CiUpperNs < 11e6, $"the interval should hold only the clean rounds: {cell.CiLowerNs}–{cell.CiUpperNs}");
    }

    [Fact]
    public void A_smoke_run_keeps_its_one_record_as_measured()
    {
        var rounds = new SweepCellRounds(isSmoke: true);
        var only = Round(1, 1000, 10e6);
        rounds.Add(0, only, TimeSpan.Zero);

        Assert.Same(only, rounds.Pooled(0, watch: null));
    }

    private static CellRecord Round(int round, double canaryNs, double iterationNs) => new()
    {
        Serializer = "s",
        Payload = "p",
        PayloadSize = 10,
        Operation = "serialize",
        Status = CellStatus.Ok,
        MedianNs = iterationNs,
        Rounds =
        [
            new RoundRecord
            {
                Round = round,
                MedianNs = iterationNs,
                IterationNs = [iterationNs, iterationNs, iterationNs],
                Interference = new InterferenceReading(canaryNs, canaryNs, null, null),
            },
        ],
    };

    private sealed class NoProbe : IMachineProbe
    {
        public MachineSample? Sample() => null;
    }
}
