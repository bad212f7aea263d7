using SerBench.Labs.Micro;
using SerBench.Tests.Engine;
using static SerBench.Tests.Labs.Micro.IsolatedMicroLabTests;

namespace SerBench.Tests.Labs.Micro;

/// <summary>The isolated lab's follow-up: disturbed rounds measured again, how often, in which processes, and when it stops.</summary>
public sealed class IsolatedMicroLabRemeasuringTests
{
    [Fact]
    public void A_disturbed_round_is_measured_again_once_the_canary_is_fast_and_replaces_the_disturbed_one()
    {
        var launcher = new FakeLauncher { SlowCanary = (spec, attempt) => spec.Serializer == "b" && spec.Round == 1 && attempt == 1 };

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5), new RecordingObserver(), CancellationToken.None);

        var retry = Assert.Single(launcher.Specs.Skip(4));
        Assert.Equal("b", retry.Serializer);
        Assert.Equal(1, retry.Round);
        var b = cells.Where(c => c.Serializer == "b").ToList();
        Assert.All(b, c =>
        {
            Assert.Equal(1, c.Retries);
            Assert.False(c.Disturbed);
            Assert.Equal(2, c.Rounds![0].Attempts);
        });
        Assert.All(cells.Where(c => c.Serializer == "a"), c => Assert.Equal(0, c.Retries));
    }

    [Fact]
    public void The_run_records_the_processes_and_rounds_of_its_rounds_apart_from_those_it_measured_again()
    {
        var launcher = new FakeLauncher
        {
            SlowCanary = (spec, attempt) => spec.Serializer == "b" && spec.Round == 1 && attempt == 1,
            BeforeFirstCell = TimeSpan.FromSeconds(2.5),
        };
        var observer = new RecordingObserver();

        Lab(launcher).Run(Plan(["a", "b"], seed: 5, BuiltInPayloads.Tiny, BuiltInPayloads.Simple), observer, CancellationToken.None);

        var time = observer.Measurements[^1].Time!;
        Assert.Equal((4, 16, 10.0), (time.Rounds.Processes, time.Rounds.CellRounds, time.Rounds.BeforeFirstCellsSeconds));
        Assert.Equal((1, 4, 2.5), (time.Remeasuring.Processes, time.Remeasuring.CellRounds, time.Remeasuring.BeforeFirstCellsSeconds));
        Assert.True(time.TotalSeconds >= time.Rounds.Seconds + time.Remeasuring.Seconds - 0.1, $"{time}");
        Assert.True(time.Remeasuring.Seconds >= time.WaitingSeconds - 0.1, $"{time}");
        Assert.Null(observer.Measurements[0].Time);
    }

    [Fact]
    public void A_run_with_nothing_to_measure_again_records_no_re_measuring_processes()
    {
        var observer = new RecordingObserver();

        Lab(new FakeLauncher()).Run(Plan(["a", "b", "c"], seed: 5), observer, CancellationToken.None);

        var time = observer.Measurements[^1].Time!;
        Assert.Equal((6, 12), (time.Rounds.Processes, time.Rounds.CellRounds));
        Assert.Equal((0, 0), (time.Remeasuring.Processes, time.Remeasuring.CellRounds));
    }

    [Fact]
    public void Cells_a_measuring_process_failed_start_processes_but_count_no_measured_rounds()
    {
        var observer = new RecordingObserver();

        Lab(new FakeLauncher { Fail = spec => spec.Serializer == "b", BeforeFirstCell = TimeSpan.FromSeconds(1) }).Run(Plan(["a", "b"], seed: 5), observer, CancellationToken.None);

        var time = observer.Measurements[^1].Time!;
        Assert.Equal((4, 4, 2.0), (time.Rounds.Processes, time.Rounds.CellRounds, time.Rounds.BeforeFirstCellsSeconds));
    }

    [Fact]
    public void A_serializers_disturbed_rounds_and_its_extra_round_are_measured_in_one_process_each_cell_in_its_own_round()
    {
        // b · tiny · serialize is disturbed in round 1, b · tiny · deserialize in round 2, and b · simple · serialize's
        // rounds disagree (150 ns in round 2): one process measures all three again, each into the round it needs.
        var launcher = new FakeLauncher
        {
            SlowCell = (spec, cell, attempt) => spec.Serializer == "b" && attempt == 1 && cell.Payload == "tiny"
                && ((spec.Round == 1 && cell.Operation == Operations.Serialize) || (spec.Round == 2 && cell.Operation == Operations.Deserialize)),
            Ns = (spec, cell) => spec.Serializer == "b" && spec.Round == 2 && cell.Payload == "simple" && cell.Operation == Operations.Serialize ? 150 : 100,
        };

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5, BuiltInPayloads.Tiny, BuiltInPayloads.Simple), new RecordingObserver(), CancellationToken.None);

        var again = Assert.Single(launcher.Specs.Skip(4));
        Assert.Equal("b", again.Serializer);
        Assert.Equal(
            [("simple", Operations.Serialize), ("tiny", Operations.Deserialize), ("tiny", Operations.Serialize)],
            again.Cells.Select(c => (c.Payload, c.Operation)).Order());
        var b = cells.Where(c => c.Serializer == "b").ToDictionary(c => (c.Payload, c.Operation));
        Assert.Equal([(1, 2), (2, 1)], b[("tiny", Operations.Serialize)].Rounds!.Select(r => (r.Round, r.Attempts)));
        Assert.Equal([(1, 1), (2, 2)], b[("tiny", Operations.Deserialize)].Rounds!.Select(r => (r.Round, r.Attempts)));
        Assert.Equal([1, 2, 3], b[("simple", Operations.Serialize)].Rounds!.Select(r => r.Round));
        Assert.All(b.Values, c => Assert.False(c.Disturbed));
    }

    [Fact]
    public void A_cell_disturbed_in_both_rounds_is_measured_again_in_two_processes_never_twice_in_one()
    {
        var launcher = new FakeLauncher { SlowCell = (spec, cell, attempt) => spec.Serializer == "a" && attempt == 1 && cell.Operation == Operations.Serialize };

        var cells = Lab(launcher).Run(Plan(["a"], seed: 5), new RecordingObserver(), CancellationToken.None);

        var again = launcher.Specs.Skip(2).ToList();
        Assert.Equal(2, again.Count);
        Assert.All(again, spec => Assert.Single(spec.Cells));
        var serialize = cells.Single(c => c.Operation == Operations.Serialize);
        Assert.Equal([(1, 2), (2, 2)], serialize.Rounds!.Select(r => (r.Round, r.Attempts)));
        Assert.False(serialize.Disturbed);
    }

    [Fact]
    public void Retries_are_bounded_and_a_run_that_stays_disturbed_says_its_machine_never_settled()
    {
        var launcher = new FakeLauncher { SlowCanary = (spec, _) => spec.Serializer == "b" };
        var observer = new RecordingObserver();

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5), observer, CancellationToken.None);

        Assert.Equal(4 + (2 * Policy.MaxRetries), launcher.Specs.Count);
        Assert.All(cells.Where(c => c.Serializer == "b"), c =>
        {
            Assert.True(c.Disturbed);
            Assert.Equal(2 * Policy.MaxRetries, c.Retries);
        });
        var measurement = observer.Measurements[^1];
        Assert.False(measurement.Settled);
        Assert.Equal(2, measurement.DisturbedCells);
        Assert.Equal(5, measurement.Seed);
        Assert.Equal(Isolations.Process, measurement.Isolation);
        Assert.Equal("fake", measurement.CanaryWork);
    }

    [Fact]
    public void Re_measuring_stops_after_a_pass_whose_re_measurements_came_back_disturbed_again_and_the_run_says_so()
    {
        // 24 cells, every one of them disturbed every time: without the stop, 2 slots × 2 retries = 4 more passes.
        var launcher = new FakeLauncher { SlowCanary = (_, _) => true };
        var observer = new RecordingObserver();

        var cells = Lab(launcher).Run(Plan(["a", "b", "c", "d", "e", "f"], seed: 5, BuiltInPayloads.Tiny, BuiltInPayloads.Simple), observer, CancellationToken.None);

        Assert.Equal(12 + 6, launcher.Specs.Count);
        Assert.All(launcher.Specs.Skip(12), spec => Assert.Equal(4, spec.Cells.Count));
        Assert.All(cells, c => Assert.True(c.Disturbed));
        var measurement = observer.Measurements[^1];
        Assert.StartsWith("after follow-up pass 1, 24 of the 24 rounds it measured again were disturbed again", measurement.StoppedRemeasuring, StringComparison.Ordinal);
        Assert.False(measurement.Settled);
        Assert.Contains("stopped re-measuring early", measurement.SettledNote, StringComparison.Ordinal);
    }

    [Fact]
    public void A_pass_whose_first_processes_re_measurements_came_back_disturbed_again_stops_before_its_other_processes()
    {
        // 6 serializers of 8 cells, every one disturbed every time: after 5 of the pass's 6 processes, 40 of 40 rounds
        // measured again came back disturbed again, so the sixth is never started and the display is told of 8 fewer.
        var launcher = new FakeLauncher { SlowCanary = (_, _) => true };
        var observer = new RecordingObserver();
        PayloadDescriptor[] payloads = [BuiltInPayloads.Tiny, BuiltInPayloads.Simple, BuiltInPayloads.Complex, BuiltInPayloads.Person];

        var cells = Lab(launcher).Run(Plan(["a", "b", "c", "d", "e", "f"], seed: 5, payloads), observer, CancellationToken.None);

        Assert.Equal(12 + 5, launcher.Specs.Count);
        Assert.Equal(48, cells.Count);
        var measurement = observer.Measurements[^1];
        Assert.StartsWith("during follow-up pass 1, after 5 of its 6 processes, 40 of the 40 rounds they measured again were disturbed again", measurement.StoppedRemeasuring, StringComparison.Ordinal);
        Assert.False(measurement.Settled);
        Assert.Equal(["planned 96", "planned 144", "planned 136"], observer.Events.Where(e => e.StartsWith("planned", StringComparison.Ordinal)));
    }

    [Fact]
    public void Re_measuring_goes_on_while_its_re_measurements_come_back_undisturbed()
    {
        var launcher = new FakeLauncher { SlowCanary = (spec, attempt) => spec.Round == 1 && attempt == 1 };
        var observer = new RecordingObserver();

        var cells = Lab(launcher).Run(Plan(["a", "b", "c", "d", "e", "f"], seed: 5, BuiltInPayloads.Tiny, BuiltInPayloads.Simple), observer, CancellationToken.None);

        Assert.Equal(12 + 6, launcher.Specs.Count);
        Assert.All(cells, c => Assert.False(c.Disturbed));
        Assert.Null(observer.Measurements[^1].StoppedRemeasuring);
        Assert.True(observer.Measurements[^1].Settled);
    }

    [Fact]
    public void A_round_that_stays_disturbed_is_left_out_once_an_extra_round_gives_the_cell_two_undisturbed_ones()
    {
        static bool Slow(MicroWorkerSpec spec, MicroWorkerCell cell) => spec.Serializer == "b" && spec.Round == 1 && cell.Operation == Operations.Serialize;
        var launcher = new FakeLauncher { SlowCell = (spec, cell, _) => Slow(spec, cell), Ns = (spec, cell) => Slow(spec, cell) ? 150 : 100 };
        var observer = new RecordingObserver();

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5), observer, CancellationToken.None);

        Assert.Equal(4 + Policy.MaxRetries + 1, launcher.Specs.Count);
        var cell = cells.Single(c => c.Serializer == "b" && c.Operation == Operations.Serialize);
        Assert.Equal([1, 2, 3], cell.Rounds!.Select(r => r.Round));
        Assert.Equal([true, false, false], cell.Rounds!.Select(r => r.LeftOut));
        Assert.False(cell.Disturbed);
        Assert.Equal(100, cell.MedianNs);
        Assert.Equal(0, observer.Measurements[^1].DisturbedCells);
        Assert.Equal(1, observer.Measurements[^1].LeftOutRounds);
    }

    [Fact]
    public void A_round_whose_iterations_stepped_is_measured_again_though_its_canary_was_fast()
    {
        var launcher = new FakeLauncher { SteppedCell = (spec, cell, attempt) => spec.Serializer == "b" && spec.Round == 1 && cell.Operation == Operations.Serialize && attempt == 1 };

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5), new RecordingObserver(), CancellationToken.None);

        Assert.Equal(5, launcher.Specs.Count);
        var again = launcher.Specs[^1];
        Assert.Equal(("b", 1), (again.Serializer, again.Round));
        Assert.Equal([Operations.Serialize], again.Cells.Select(c => c.Operation));
        var cell = cells.Single(c => c.Serializer == "b" && c.Operation == Operations.Serialize);
        Assert.False(cell.Disturbed);
        Assert.Equal(1, cell.Retries);
        Assert.Equal(100, cell.MedianNs);
    }

    [Fact]
    public void A_round_measured_while_the_machine_ran_a_little_slower_is_put_at_the_runs_speed_and_agrees_with_the_other()
    {
        // b · tiny · serialize's second round ran while the canary read 12 % slow (under the 15 % that marks a round
        // disturbed), and the cell read 12 % slower with it: the rounds agree once each is taken at its canary's speed.
        var launcher = new FakeLauncher { MildSlowdown = (spec, cell) => spec.Serializer == "b" && spec.Round == 2 && cell.Operation == Operations.Serialize ? 0.12 : 0 };
        var observer = new RecordingObserver();

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5), observer, CancellationToken.None);

        Assert.Equal(4, launcher.Specs.Count);
        var cell = cells.Single(c => c.Serializer == "b" && c.Operation == Operations.Serialize);
        Assert.False(cell.Disturbed);
        Assert.Equal(1_000, observer.Measurements[^1].SpeedReferenceNs);
        Assert.Equal([100, 100], cell.Rounds!.Select(r => Math.Round(r.MedianNs!.Value, 9)));
        Assert.Equal([100, 112], cell.Rounds!.Select(r => Math.Round(r.MeasuredMedianNs!.Value, 9)));
        Assert.Equal(100, cell.MedianNs!.Value, 9);
    }
}
