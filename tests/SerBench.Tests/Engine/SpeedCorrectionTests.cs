using SerBench.Engine.Interference;

namespace SerBench.Tests.Engine;

/// <summary>Every undisturbed round is put at the run's median machine speed by the canary read around it; what was timed stays.</summary>
public sealed class SpeedCorrectionTests
{
    [Fact]
    public void A_round_measured_while_the_machine_ran_slower_is_scaled_to_the_reference_and_keeps_what_was_timed()
    {
        var cell = Cell(Round(1, canary: 1_100, 110, 121, 132));

        var scaled = SpeedCorrection.Apply(cell, referenceNs: 1_000);

        var round = Assert.Single(scaled.Rounds!);
        Assert.Equal([100, 110, 120], round.IterationNs.Select(ns => Math.Round(ns, 9)));
        Assert.Equal(110, round.MedianNs!.Value, 9);
        Assert.Equal(121, round.MeasuredMedianNs);
        Assert.Equal(1_000.0 / 1_100, round.SpeedFactor!.Value, 12);
    }

    [Fact]
    public void Disturbed_rounds_rounds_without_a_canary_and_rounds_already_scaled_are_left_as_they_are()
    {
        var disturbed = Round(1, canary: 1_600, 150) with { Disturbed = true };
        var blind = Round(2, canary: null, 100);
        var done = SpeedCorrection.Apply(Cell(Round(3, canary: 1_100, 110)), 1_000).Rounds![0];

        var scaled = SpeedCorrection.Apply(Cell(disturbed, blind, done), referenceNs: 900);

        Assert.Equal([disturbed, blind, done], scaled.Rounds);
    }

    [Fact]
    public void The_reference_is_the_median_canary_around_the_rounds_and_a_round_compares_at_its_speed()
    {
        CellRecord[] cells = [Cell(Round(1, canary: 1_000, 100), Round(2, canary: 1_300, 130)), Cell(Round(1, canary: 1_100, 50))];

        Assert.Equal(1_100, SpeedCorrection.ReferenceNs(cells));
        Assert.Null(SpeedCorrection.ReferenceNs([Cell(Round(1, canary: null, 100))]));
        Assert.Equal(110, SpeedCorrection.ComparableMedian(cells[0].Rounds![1], referenceNs: 1_100)!.Value, 9);
        Assert.Equal(130, SpeedCorrection.ComparableMedian(cells[0].Rounds![1] with { Disturbed = true }, referenceNs: 1_100));
        Assert.Equal(130, SpeedCorrection.ComparableMedian(cells[0].Rounds![1], referenceNs: null));
    }

    private static CellRecord Cell(params RoundRecord[] rounds) => RoundPoolingTests.Round(1, 1) with { Rounds = rounds };

    private static RoundRecord Round(int round, double? canary, params double[] iterations) => new()
    {
        Round = round,
        MedianNs = iterations.Order().ElementAt(iterations.Length / 2),
        IterationNs = iterations,
        Interference = canary is { } ns ? new InterferenceReading(ns, ns, 0, 0) : null,
    };
}
