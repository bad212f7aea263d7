using SerBench.Engine;
using SerBench.Engine.Interference;
using SerBench.Isolation;
using SerBench.Payloads;
using SerBench.RunFiles;
using SerBench.Tests.Cli;
using SerBench.Tests.Engine;

namespace SerBench.Tests.Isolation;

public sealed class IsolatedMicroLabTests
{
    internal static readonly InterferencePolicy Policy = new() { SettleTimeout = TimeSpan.FromSeconds(2) };

    [Fact]
    public void Every_cell_is_measured_once_per_round_and_its_rounds_are_pooled()
    {
        var launcher = new FakeLauncher();
        var observer = new RecordingObserver();

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5), observer, CancellationToken.None);

        Assert.Equal(4, launcher.Specs.Count);
        Assert.Equal([1, 1, 2, 2], launcher.Specs.Select(s => s.Round));
        Assert.Equal(4, cells.Count);
        Assert.All(cells, c =>
        {
            Assert.Equal(CellStatus.Ok, c.Status);
            Assert.Equal([1, 2], c.Rounds!.Select(r => r.Round));
            Assert.Equal(6, c.Iterations);
            Assert.False(c.Disturbed);
        });
        Assert.Equal(["a", "a", "b", "b"], cells.Select(c => c.Serializer));
        Assert.StartsWith("planned 8", observer.Events[0]);
    }

    [Fact]
    public void With_more_rounds_every_cell_is_measured_in_that_many_processes_and_pooled_from_all()
    {
        var launcher = new FakeLauncher();
        var observer = new RecordingObserver();

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5) with { Preset = Preset.Quick.WithRounds(4) }, observer, CancellationToken.None);

        Assert.Equal([1, 1, 2, 2, 3, 3, 4, 4], launcher.Specs.Select(s => s.Round));
        Assert.All(cells, c =>
        {
            Assert.Equal([1, 2, 3, 4], c.Rounds!.Select(r => r.Round));
            Assert.Equal(12, c.Iterations);
        });
        Assert.Equal(4, observer.Measurements[^1].Rounds);
    }

    [Fact]
    public void The_observer_hears_the_lab_is_idle_only_once_each_measuring_process_has_ended()
    {
        var launcher = new FakeLauncher();
        var observer = new RecordingObserver();

        Lab(launcher).Run(Plan(["a", "b"], seed: 5), observer, CancellationToken.None);

        // Four processes of two cells each: the child measures its next cell while the lab hears of the last one.
        var afterPlanned = observer.Events.Where(e => !e.StartsWith("starting", StringComparison.Ordinal)).Skip(1).ToList();
        Assert.Equal(4, launcher.Specs.Count);
        Assert.Equal(4, afterPlanned.Count(e => e == "idle"));
        Assert.Equal(Enumerable.Repeat(new[] { "completed", "completed", "idle" }, 4).SelectMany(x => x), afterPlanned.Select(e => e.Split(' ')[0]));
    }

    [Fact]
    public void The_lab_side_warm_up_runs_a_made_up_cell_through_the_lab_s_own_per_cell_work_without_failing()
    {
        var line = LabSideWarmup.Run(new RunJudge(Policy));

        Assert.Matches(@"^// SerBench JIT warm-up: \d+ ms, [1-9]\d* calls", line);
    }

    [Fact]
    public void The_display_hears_of_a_round_measured_while_the_machine_was_slow_as_soon_as_it_finishes()
    {
        var launcher = new FakeLauncher { SlowCanary = (spec, attempt) => spec.Serializer == "b" && spec.Round == 1 && attempt == 1 };
        var observer = new RecordingObserver();

        Lab(launcher).Run(Plan(["a", "b"], seed: 5), observer, CancellationToken.None);

        var b = observer.Completed.Where(c => c.Serializer == "b").ToList();
        Assert.Equal(6, b.Count);
        Assert.All(b.Take(2), c => Assert.Contains(c.Rounds!, r => r is { Round: 1, Disturbed: true } && r.DisturbedReason!.Contains("slow", StringComparison.Ordinal)));
        Assert.All(b.TakeLast(2), c => Assert.DoesNotContain(c.Rounds!, r => r.Disturbed));
        Assert.All(observer.Completed.Where(c => c.Serializer == "a"), c => Assert.DoesNotContain(c.Rounds!, r => r.Disturbed));
    }

    [Fact]
    public void Every_process_hears_how_the_runs_latest_in_place_retries_came_out()
    {
        // Round 1's process retried both its cells in place, still slow; round 2's retried both, fast again.
        var launcher = new FakeLauncher
        {
            SlowCanary = (spec, attempt) => spec.Round == 1 && attempt == 1,
            RetriedInPlace = process => process <= 2,
        };

        Lab(launcher).Run(Plan(["a"], seed: 5), new RecordingObserver(), CancellationToken.None);

        Assert.Equal(3, launcher.Specs.Count);
        Assert.Empty(launcher.Specs[0].InPlaceOutcomes);
        Assert.Equal([true, true], launcher.Specs[1].InPlaceOutcomes);
        Assert.Equal([true, true, false, false], launcher.Specs[2].InPlaceOutcomes);
    }

    [Fact]
    public void Sizes_are_worked_out_by_the_first_process_of_each_cell_and_kept_through_a_retry_of_that_round()
    {
        var launcher = new FakeLauncher { SlowCanary = (spec, attempt) => spec.Serializer == "b" && spec.Round == 1 && attempt == 1 };

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5), new RecordingObserver(), CancellationToken.None);

        Assert.Equal([true, true, false, false, false], launcher.Specs.Select(s => s.MeasuresSizes));
        Assert.Equal(1, launcher.Specs[^1].Round);
        Assert.All(cells, c =>
        {
            Assert.Equal(FakeLauncher.SizeBytes, c.SizeBytes);
            Assert.Equal(FakeLauncher.SizeBytes - 1, c.ZstdBytes);
        });
        Assert.All(cells.Where(c => c.Serializer == "b"), c => Assert.Equal(1, c.Retries));
    }

    [Fact]
    public void Each_round_has_its_own_order_and_the_same_seed_gives_the_same_orders()
    {
        string[] ids = ["a", "b", "c", "d", "e", "f"];
        var first = new FakeLauncher();
        var again = new FakeLauncher();
        var other = new FakeLauncher();

        Lab(first).Run(Plan(ids, seed: 11), new RecordingObserver(), CancellationToken.None);
        Lab(again).Run(Plan(ids, seed: 11), new RecordingObserver(), CancellationToken.None);
        Lab(other).Run(Plan(ids, seed: 12), new RecordingObserver(), CancellationToken.None);

        var order = first.Specs.Select(s => s.Serializer).ToList();
        Assert.Equal(order, again.Specs.Select(s => s.Serializer));
        Assert.NotEqual(order.Take(6), order.Skip(6));
        Assert.NotEqual(order, other.Specs.Select(s => s.Serializer));
        Assert.Equal(ids, order.Take(6).Order());
    }

    [Fact]
    public void Every_round_says_when_it_finished_and_a_round_measured_again_carries_the_later_time()
    {
        var launcher = new FakeLauncher
        {
            SlowCanary = (spec, attempt) => spec.Serializer == "b" && spec.Round == 1 && attempt == 1,
            ProcessTakes = TimeSpan.FromMilliseconds(20),
        };

        var cells = Lab(launcher).Run(Plan(["a", "b"], seed: 5), new RecordingObserver(), CancellationToken.None);

        var rounds = cells.SelectMany(c => c.Rounds!).ToList();
        Assert.All(rounds, r => Assert.NotNull(r.FinishedAtSeconds));
        var lastFirstPass = cells.Where(c => c.Serializer == "a").SelectMany(c => c.Rounds!).Max(r => r.FinishedAtSeconds!.Value);
        var retried = cells.Where(c => c.Serializer == "b").Select(c => c.Rounds!.Single(r => r.Round == 1)).ToList();
        Assert.All(retried, r =>
        {
            Assert.Equal(2, r.Attempts);
            Assert.True(r.FinishedAtSeconds > lastFirstPass, $"{r.FinishedAtSeconds} <= {lastFirstPass}");
        });
    }

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

    internal static IsolatedMicroLab Lab(FakeLauncher launcher) =>
        new(launcher, new InterferenceTests.FakeCanary(1_000), Policy);

    internal static MicroRunPlan Plan(string[] serializers, int seed, params PayloadDescriptor[] payloads) =>
        new(
            Preset.Quick,
            [.. serializers.Select(id => new FakeAdapter(id))],
            [.. (payloads.Length == 0 ? [BuiltInPayloads.Tiny] : payloads).Select(p => new SizedPayload(p, 1))],
            [Operations.Serialize, Operations.Deserialize])
        {
            Seed = seed,
        };
}

public sealed class MicroWorkerEnvironmentTests
{
    [Fact]
    public void Measuring_processes_start_without_the_call_counting_delay_unless_the_user_set_one()
    {
        var info = new System.Diagnostics.ProcessStartInfo("serbench");

        MicroWorkerProcess.SettleTieringSooner(info);

        // ProcessStartInfo starts from this process's environment, so a value set here must come through unchanged.
        var own = Environment.GetEnvironmentVariable(MicroWorkerProcess.CallCountingDelayVariable);
        Assert.Equal(own ?? "0", info.Environment[MicroWorkerProcess.CallCountingDelayVariable]);
    }
}
