using SerBench.Labs.Micro;
using SerBench.Tests.Engine;
using static SerBench.Tests.Labs.Micro.IsolatedMicroLabTests;

namespace SerBench.Tests.Labs.Micro;

/// <summary>The isolated lab's figures: slow processes and disagreeing rounds measured again, failed cells, and the floor of the spread between processes.</summary>
public sealed class IsolatedMicroLabFiguresTests
{
    [Fact]
    public void A_process_slow_as_a_whole_while_its_canary_was_fast_is_measured_again_in_a_fresh_process()
    {
        var launcher = new FakeLauncher { SlowProcess = (spec, attempt) => spec.Serializer == "b" && spec.Round == 1 && attempt == 1 };
        var observer = new RecordingObserver();

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5, BuiltInPayloads.Tiny, BuiltInPayloads.Simple), observer, CancellationToken.None);

        var again = Assert.Single(launcher.Specs.Skip(4));
        Assert.Equal(("b", 1, 4), (again.Serializer, again.Round, again.Cells.Count));
        Assert.Equal(launcher.Specs.Take(4).Single(s => s.Serializer == "b" && s.Round == 1).Cells, again.Cells);
        Assert.All(cells.Where(c => c.Serializer == "b"), c =>
        {
            Assert.Equal(100, c.MedianNs);
            Assert.Equal(1, c.Retries);
            Assert.Equal([1, 2], c.Rounds!.Select(r => r.Round));
        });
        var slow = Assert.Single(observer.Measurements[^1].SlowProcesses!);
        Assert.Equal(new SlowProcessRecord("b", 1, 1.5, 4), slow);
    }

    [Fact]
    public void A_process_that_stays_slow_is_measured_again_a_bounded_number_of_times()
    {
        var launcher = new FakeLauncher { SlowProcess = (spec, _) => spec.Serializer == "b" && spec.Round == 1 };
        var observer = new RecordingObserver();

        Lab(launcher).Run(Plan(["a", "b"], seed: 5, BuiltInPayloads.Tiny, BuiltInPayloads.Simple), observer, CancellationToken.None);

        Assert.Equal(Policy.MaxRetries, launcher.Specs.Count(s => s.Serializer == "b" && s.Round == 1) - 1);
        Assert.Equal(Policy.MaxRetries, observer.Measurements[^1].SlowProcesses!.Count);
    }

    [Fact]
    public void Cells_whose_two_rounds_disagree_get_a_third_round_and_its_majority_sets_the_median()
    {
        var launcher = new FakeLauncher { Ns = (spec, cell) => spec.Serializer == "b" && spec.Round == 2 && cell.Operation == Operations.Serialize ? 150 : 100 };

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5), new RecordingObserver(), CancellationToken.None);

        var third = Assert.Single(launcher.Specs.Skip(4));
        Assert.Equal(("b", 3), (third.Serializer, third.Round));
        Assert.Equal([Operations.Serialize], third.Cells.Select(c => c.Operation));
        var settled = cells.Single(c => c.Serializer == "b" && c.Operation == Operations.Serialize);
        Assert.Equal([1, 2, 3], settled.Rounds!.Select(r => r.Round));
        Assert.Equal(100, settled.MedianNs);
        Assert.Equal(0.5, settled.RoundsSpread!.Value, 6);
        Assert.All(cells.Where(c => c != settled), c => Assert.Equal(2, c.Rounds!.Count));
    }

    [Fact]
    public void A_process_that_measures_some_of_a_serializers_cells_warms_all_of_its_payloads_and_the_warm_set()
    {
        var launcher = new FakeLauncher { Ns = (spec, cell) => spec.Serializer == "b" && spec.Round == 2 && cell.Payload == "tiny" && cell.Operation == Operations.Serialize ? 150 : 100 };
        var plan = Plan(["a", "b"], seed: 5, BuiltInPayloads.Tiny, BuiltInPayloads.Simple) with
        {
            WarmPayloads = [new SizedPayload(BuiltInPayloads.Simple, 1), new SizedPayload(BuiltInPayloads.Person, 1)],
        };

        Lab(launcher).Run(plan, new RecordingObserver(), CancellationToken.None);

        Assert.All(launcher.Specs.Take(4), spec => Assert.Equal([new MicroWorkerPayload("person", 1)], spec.Warm));
        var third = Assert.Single(launcher.Specs.Skip(4));
        Assert.Equal([("tiny", Operations.Serialize)], third.Cells.Select(c => (c.Payload, c.Operation)));
        Assert.Equal([new MicroWorkerPayload("simple", 1), new MicroWorkerPayload("person", 1)], third.Warm);
    }

    [Fact]
    public void Extra_rounds_stop_at_the_presets_bound_when_no_majority_ever_agrees()
    {
        var launcher = new FakeLauncher { Ns = (spec, _) => 100 * spec.Round };

        var cells = Lab(launcher).Run(Plan(["a"], seed: 5), new RecordingObserver(), CancellationToken.None);

        Assert.Equal([1, 2, 3, 4], launcher.Specs.Select(s => s.Round));
        Assert.Equal(2, Preset.Quick.MaxExtraRounds);
        Assert.All(cells, c => Assert.Equal([1, 2, 3, 4], c.Rounds!.Select(r => r.Round)));
    }

    [Theory]
    [InlineData(new double[] { 100, 109 }, false)]
    [InlineData(new double[] { 100, 112 }, true)]
    [InlineData(new double[] { 100, 150, 105 }, false)]
    [InlineData(new double[] { 100, 150, 200 }, true)]
    [InlineData(new double[] { 100, 300, 104, 108 }, false)]
    [InlineData(new double[] { 100, 300, 104, 130 }, true)]
    public void Rounds_disagree_unless_more_than_half_of_them_agree_within_ten_percent(double[] medians, bool disagree)
    {
        var rounds = medians.Select((m, i) => RoundPoolingTests.Round(i + 1, m, m, m)).ToList();

        Assert.Equal(disagree, RoundsAgreement.Disagree(rounds, Preset.Quick.RoundsAgreement));
    }

    [Fact]
    public void A_cell_the_measuring_process_failed_stays_failed_with_its_reason()
    {
        var launcher = new FakeLauncher { Fail = spec => spec.Serializer == "b" };

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5), new RecordingObserver(), CancellationToken.None);

        Assert.All(cells.Where(c => c.Serializer == "b"), c =>
        {
            Assert.Equal(CellStatus.Failed, c.Status);
            Assert.Contains("exit code 3", c.Reason);
        });
        Assert.All(cells.Where(c => c.Serializer == "a"), c => Assert.Equal(CellStatus.Ok, c.Status));
    }

    [Fact]
    public void Every_interval_is_widened_to_the_runs_spread_between_processes_and_the_run_records_it()
    {
        // Every process of round 2 reads 4 % slower than round 1's: a spread between processes no cell's own
        // three steady iterations per round can show.
        var launcher = new FakeLauncher { Ns = (spec, _) => spec.Round == 1 ? 100 : 104 };
        var observer = new RecordingObserver();

        var cells = Lab(launcher).Run(Plan(["a", "b", "c", "d", "e"], seed: 5, BuiltInPayloads.Tiny, BuiltInPayloads.Simple), observer, CancellationToken.None);

        var measurement = observer.Measurements[^1];
        Assert.Equal(20, measurement.ProcessSpreadCells);
        Assert.Equal(Math.Log(1.04) / (0.6745 * Math.Sqrt(2)), measurement.ProcessSpread!.Value, 9);
        var floor = ProcessSpread.HalfWidth(measurement.ProcessSpread.Value, rounds: 2, cells: 20);
        Assert.All(cells, c =>
        {
            Assert.Equal(c.MedianNs!.Value * Math.Exp(floor), c.CiUpperNs!.Value, 6);
            Assert.Equal(c.MedianNs.Value * Math.Exp(-floor), c.CiLowerNs!.Value, 6);
            Assert.True(c.OwnCiUpperNs < c.CiUpperNs && c.OwnCiLowerNs > c.CiLowerNs);
        });
    }

    [Fact]
    public void A_run_of_few_cells_sets_no_floor_and_keeps_each_cells_own_interval()
    {
        var observer = new RecordingObserver();

        var cells = Lab(new FakeLauncher { Ns = (spec, _) => spec.Round == 1 ? 100 : 104 }).Run(Plan(["a", "b"], seed: 5), observer, CancellationToken.None);

        Assert.Null(observer.Measurements[^1].ProcessSpread);
        Assert.Equal(4, observer.Measurements[^1].ProcessSpreadCells);
        Assert.All(cells, c => Assert.Null(c.OwnCiLowerNs));
    }
}
