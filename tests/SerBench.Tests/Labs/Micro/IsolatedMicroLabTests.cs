using SerBench.Engine.Interference;
using SerBench.Labs.Micro;
using SerBench.Tests.Cli;
using SerBench.Tests.Engine;

namespace SerBench.Tests.Labs.Micro;

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
