using SerBench.Labs.Scale;
using SerBench.Tests.Cli;

namespace SerBench.Tests.Labs.Scale;

/// <summary>`serbench scale --measure counts` on the fake counting engine: the sweep's cells counted, its fits and ratios of estimated cycles.</summary>
public sealed class ScaleCountsTests
{
    [Fact]
    public void A_counted_sweep_counts_every_size_and_operation_and_fits_the_estimated_cycles()
    {
        using var cli = new CliHarness();

        var exit = cli.Run("scale", "--measure", "counts", "--serializers", "stj,newtonsoft", "--sizes", "500,2000", "--out", "out");

        Assert.Equal(0, exit);
        Assert.Empty(cli.Plans);
        var plan = Assert.Single(cli.CountedPlans);
        Assert.Equal(["grainstate@500", "grainstate@2000"], plan.Payloads.Select(p => p.ToString()));
        Assert.Equal(Operations.All, plan.Operations);
        var run = cli.LastRun;
        Assert.Equal(Measures.Counts, run.Measure);
        Assert.NotNull(run.CountsSettings);
        var scale = run.Scale!;
        Assert.Equal(Measures.Counts, scale.Measure);
        var stj = scale.Series.Single(s => s.Serializer == "stj");
        Assert.All(stj.Points, p => Assert.Null(p.RoundTripNs));
        var cycles = stj.Points.Select(p => p.RoundTripCycles!.Value).ToList();
        var cells = run.Cells.Where(c => c.Serializer == "stj" && c.Operation == Operations.RoundTrip).OrderBy(c => c.PayloadSize).ToList();
        Assert.Equal(cells.Select(c => c.Counts!.EstimatedCycles), cycles);
        var expected = Math.Log(cycles[1] / cycles[0]) / Math.Log(2000.0 / 500);
        Assert.Equal(expected, stj.RoundTripFit!.Exponent, 6);
    }

    [Fact]
    public void Its_five_round_trips_are_five_times_one_counted_round_trip_with_ratios_of_cycles()
    {
        using var cli = new CliHarness();

        cli.Run("scale", "--measure", "counts", "--serializers", "stj,newtonsoft", "--sizes", "500,2000", "--out", "out");

        var run = cli.LastRun;
        var scale = run.Scale!;
        Assert.Equal(2000, scale.FiveRoundTripSize);
        var roundTrip = (string id) => run.Cells.Single(c => c.Serializer == id && c.PayloadSize == 2000 && c.Operation == Operations.RoundTrip).Counts!.EstimatedCycles;
        var fives = scale.FiveRoundTrips.ToDictionary(f => f.Serializer);
        Assert.Equal(5 * roundTrip("stj"), fives["stj"].EstimatedCycles);
        Assert.Null(fives["stj"].MedianNs);
        Assert.Equal("stj", scale.Baseline);
        Assert.Equal(roundTrip("newtonsoft") / roundTrip("stj"), fives["newtonsoft"].Ratio!.Value, 9);
        Assert.DoesNotContain(run.Cells, c => c.Operation == ScalePlan.FiveRoundTrips);
    }

    [Fact]
    public void Its_report_names_the_estimated_cycles_and_leaves_out_what_needs_a_time()
    {
        using var cli = new CliHarness();

        cli.Run("scale", "--measure", "counts", "--serializers", "stj", "--sizes", "500,2000", "--out", "out");

        var report = File.ReadAllText(cli.PathOf("out/report.md"));
        Assert.Contains("### Round trip (serialize + deserialize), estimated cycles", report, StringComparison.Ordinal);
        Assert.Contains("### Round trip, instructions", report, StringComparison.Ordinal);
        Assert.Contains("Exponent k of cycles ∝ size^k", report, StringComparison.Ordinal);
        Assert.Contains("five times one round trip's estimated cycles", report, StringComparison.Ordinal);
        Assert.DoesNotContain("Throughput, MB/s", report, StringComparison.Ordinal);
        Assert.Contains("counts under valgrind's callgrind (no time figures)", cli.Out, StringComparison.Ordinal);
        Assert.Contains("growth of round-trip estimated cycles", cli.Out, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("both", "scale measures time or counts, not both in one sweep")]
    [InlineData("cycles", "Valid measures: time, counts.")]
    public void A_measure_it_does_not_take_exits_2_saying_what_it_takes(string measure, string message)
    {
        using var cli = new CliHarness();

        var exit = cli.Run("scale", "--measure", measure, "--serializers", "stj", "--sizes", "500", "--out", "out");

        Assert.Equal(2, exit);
        Assert.Contains(message, cli.Error, StringComparison.Ordinal);
        Assert.Empty(cli.Writes);
        Assert.Empty(cli.CountedPlans);
    }

    [Fact]
    public void Without_valgrind_a_counted_sweep_exits_2_saying_how_to_install_it()
    {
        using var cli = new CliHarness { ValgrindVersion = null };

        var exit = cli.Run("scale", "--measure", "counts", "--serializers", "stj", "--sizes", "500", "--out", "out");

        Assert.Equal(2, exit);
        Assert.Contains("apt-get install valgrind", cli.Error, StringComparison.Ordinal);
        Assert.Empty(cli.Writes);
    }
}
