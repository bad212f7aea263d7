using SerBench.Engine.Interference;
using static SerBench.Tests.Engine.InterferenceTests;

namespace SerBench.Tests.Engine;

/// <summary>A measuring process measures a cell again itself when a slow machine disturbed it and is fast again, and only then.</summary>
public sealed class InPlaceRetryTests
{
    private const double Fast = 1_000;

    [Fact]
    public void A_round_the_slow_canary_disturbed_is_retried_once_the_canary_is_fast_again()
    {
        var canary = new FakeCanary(Fast);
        var sleeps = new List<TimeSpan>();
        var retry = new InPlaceRetry(InterferencePolicy.Default, Fast, sleeps.Add);

        Assert.True(retry.ShouldRetry(Round(canaryAfterNs: 1_600), Watch(canary)));
        Assert.Empty(sleeps);
    }

    [Fact]
    public void An_undisturbed_round_is_not_retried_and_no_canary_is_read()
    {
        var watch = Watch(new FakeCanary(Fast));
        var retry = new InPlaceRetry(InterferencePolicy.Default, Fast, _ => Assert.Fail("no wait expected"));

        Assert.False(retry.ShouldRetry(Round(canaryAfterNs: 1_050), watch));
        Assert.Empty(watch.Trace);
    }

    [Fact]
    public void A_round_others_disturbed_is_left_to_the_lab()
    {
        var retry = new InPlaceRetry(InterferencePolicy.Default, Fast, _ => { });

        Assert.False(retry.ShouldRetry(Round(canaryAfterNs: Fast, othersBusyCores: 0.9), Watch(new FakeCanary(Fast))));
    }

    [Fact]
    public void A_canary_that_stays_slow_is_waited_for_a_bounded_time_then_the_round_is_left_to_the_lab()
    {
        var sleeps = new List<TimeSpan>();
        var retry = new InPlaceRetry(InterferencePolicy.Default, Fast, sleeps.Add);

        Assert.False(retry.ShouldRetry(Round(canaryAfterNs: 1_600), Watch(new FakeCanary(1_600))));
        Assert.Equal(InPlaceRetry.MaxWait, TimeSpan.FromTicks(sleeps.Sum(s => s.Ticks)));
    }

    [Fact]
    public void After_a_wait_in_vain_the_next_cells_do_not_wait_until_the_canary_is_fast_again()
    {
        var sleeps = new List<TimeSpan>();
        var retry = new InPlaceRetry(InterferencePolicy.Default, Fast, sleeps.Add);
        var slow = Watch(new FakeCanary(1_600));

        Assert.False(retry.ShouldRetry(Round(canaryAfterNs: 1_600), slow));
        var waits = sleeps.Count;
        Assert.False(retry.ShouldRetry(Round(canaryAfterNs: 1_600), slow));
        Assert.Equal(waits, sleeps.Count);

        // A fast reading ends it: the cell after is retried, and a later slow spell is waited for again.
        Assert.True(retry.ShouldRetry(Round(canaryAfterNs: 1_600), Watch(new FakeCanary(Fast))));
        Assert.False(retry.ShouldRetry(Round(canaryAfterNs: 1_600), slow));
        Assert.Equal(2 * waits, sleeps.Count);
    }

    [Fact]
    public void A_canary_back_to_fast_after_a_while_ends_the_wait_there()
    {
        var sleeps = new List<TimeSpan>();
        var retry = new InPlaceRetry(InterferencePolicy.Default, Fast, sleeps.Add);

        Assert.True(retry.ShouldRetry(Round(canaryAfterNs: 1_600), Watch(new FakeCanary(1_600, 1_500, Fast))));
        Assert.Equal(2, sleeps.Count);
    }

    [Fact]
    public void A_round_already_retried_here_is_not_retried_again()
    {
        var retry = new InPlaceRetry(InterferencePolicy.Default, Fast, _ => { });
        var round = Round(canaryAfterNs: 1_600);
        round = round with { Rounds = [round.Rounds![0] with { Attempts = InPlaceRetry.MaxAttempts }] };

        Assert.False(retry.ShouldRetry(round, Watch(new FakeCanary(Fast))));
    }

    [Fact]
    public void A_process_whose_retries_keep_coming_back_disturbed_retries_nothing_more()
    {
        var retry = new InPlaceRetry(InterferencePolicy.Default, Fast, _ => { });
        var fast = Watch(new FakeCanary(Fast));

        // Four retries, three of them disturbed again: the canary's fast readings were flickers.
        foreach (var again in new[] { 1_600d, Fast, 1_600, 1_600 })
        {
            Assert.False(retry.GaveUp);
            Assert.True(retry.ShouldRetry(Round(canaryAfterNs: 1_600), fast));
            Assert.False(retry.ShouldRetry(Retried(canaryAfterNs: again), fast));
        }

        Assert.True(retry.GaveUp);
        Assert.False(retry.ShouldRetry(Round(canaryAfterNs: 1_600), fast));
    }

    [Fact]
    public void A_process_whose_retries_mostly_come_back_whole_goes_on_retrying()
    {
        var retry = new InPlaceRetry(InterferencePolicy.Default, Fast, _ => { });
        var fast = Watch(new FakeCanary(Fast));

        foreach (var again in new[] { 1_600d, 1_600, Fast, Fast, 1_600, Fast })
        {
            Assert.True(retry.ShouldRetry(Round(canaryAfterNs: 1_600), fast));
            Assert.False(retry.ShouldRetry(Retried(canaryAfterNs: again), fast));
        }

        Assert.False(retry.GaveUp);
    }

    [Fact]
    public void A_process_goes_on_from_the_runs_latest_retries_so_one_more_disturbed_again_ends_its_retrying()
    {
        var retry = new InPlaceRetry(InterferencePolicy.Default, Fast, _ => { }, earlierOutcomes: [false, true, true]);
        var fast = Watch(new FakeCanary(Fast));

        Assert.True(retry.ShouldRetry(Round(canaryAfterNs: 1_600), fast));
        Assert.False(retry.ShouldRetry(Retried(canaryAfterNs: 1_600), fast));

        Assert.True(retry.GaveUp);
    }

    [Fact]
    public void A_process_whose_runs_retries_stopped_helping_probes_once_without_waiting_and_a_disturbed_probe_ends_its_retrying()
    {
        var retry = new InPlaceRetry(InterferencePolicy.Default, Fast, _ => Assert.Fail("a probe does not wait"), earlierOutcomes: [false, true, true, true, true]);

        // The canary is slow: no probe yet, and no wait for it.
        Assert.False(retry.ShouldRetry(Round(canaryAfterNs: 1_600), Watch(new FakeCanary(1_600))));
        Assert.False(retry.GaveUp);

        // Fast at once: the probe, back disturbed again.
        var fast = Watch(new FakeCanary(Fast));
        Assert.True(retry.ShouldRetry(Round(canaryAfterNs: 1_600), fast));
        Assert.False(retry.ShouldRetry(Retried(canaryAfterNs: 1_600), fast));

        Assert.True(retry.GaveUp);
        Assert.False(retry.ShouldRetry(Round(canaryAfterNs: 1_600), fast));
    }

    [Fact]
    public void A_probe_that_comes_back_whole_forgets_the_runs_earlier_retries_and_the_process_retries_as_usual()
    {
        var sleeps = new List<TimeSpan>();
        var retry = new InPlaceRetry(InterferencePolicy.Default, Fast, sleeps.Add, earlierOutcomes: [true, true, true, true]);
        var fast = Watch(new FakeCanary(Fast));

        Assert.True(retry.ShouldRetry(Round(canaryAfterNs: 1_600), fast));
        Assert.False(retry.ShouldRetry(Retried(canaryAfterNs: Fast), fast));

        // Two retries disturbed again after it are two of three, not of four: retrying goes on, and waits again.
        foreach (var again in new[] { 1_600d, 1_600 })
        {
            Assert.True(retry.ShouldRetry(Round(canaryAfterNs: 1_600), fast));
            Assert.False(retry.ShouldRetry(Retried(canaryAfterNs: again), fast));
        }

        Assert.False(retry.GaveUp);
        Assert.False(retry.ShouldRetry(Round(canaryAfterNs: 1_600), Watch(new FakeCanary(1_600))));
        Assert.Equal(InPlaceRetry.MaxWait, TimeSpan.FromTicks(sleeps.Sum(s => s.Ticks)));
    }

    [Fact]
    public void A_faster_canary_read_in_the_process_than_the_runs_sets_the_level()
    {
        // The lab's fastest so far was 1,600 (a slow start); this process read 1,000 before the cell.
        var watch = Watch(new FakeCanary(Fast, Fast));
        watch.Read();
        var retry = new InPlaceRetry(InterferencePolicy.Default, 1_600, _ => { });

        Assert.True(retry.ShouldRetry(Round(canaryAfterNs: 1_600), watch));
    }

    [Fact]
    public void A_retry_counts_both_attempts_and_a_failed_one_keeps_the_earlier_figures()
    {
        var first = Round(canaryAfterNs: 1_600);
        var second = Round(canaryAfterNs: Fast) with { MedianNs = 42 };
        var failed = new CellRecord { Serializer = "s", Payload = "p", PayloadSize = 1, Operation = Operations.Serialize, Status = CellStatus.Failed, Reason = "threw" };

        var retried = InPlaceRetry.Attempted(second, first);
        var kept = InPlaceRetry.Attempted(failed, first);

        Assert.Equal(2, retried.Rounds![0].Attempts);
        Assert.Equal(42, retried.MedianNs);
        Assert.Equal(2, kept.Rounds![0].Attempts);
        Assert.Equal(CellStatus.Ok, kept.Status);
    }

    [Fact]
    public void A_measuring_process_measures_the_disturbed_cell_again_and_reports_it_once()
    {
        // Readings around cell 1 (before, after: slow), the wait (fast), cell 1 again (before, after), cell 2 (before, after).
        var canary = new FakeCanary(Fast, 1_700, Fast, Fast, Fast, Fast, Fast);
        var watch = Watch(canary);
        var observer = new RecordingObserver();
        var pairs = new[] { new PlannedPair(new TinyOnlyTestAdapter(), new SizedPayload(BuiltInPayloads.Tiny, 1), [Operations.Serialize, Operations.Deserialize]) };
        var options = new MicroLabOptions { Watch = watch, RetryInPlace = new InPlaceRetry(InterferencePolicy.Default, Fast, _ => { }) };

        var cells = new InProcessMicroLab().Run(Preset.Dry, pairs, observer, options, CancellationToken.None);

        Assert.Equal(2, cells.Count);
        Assert.Equal([2, 1], cells.Select(c => c.Rounds![0].Attempts));
        Assert.All(cells, c => Assert.Equal(Fast, c.Rounds![0].Interference!.CanaryAfterNs));
        Assert.Equal(2, observer.Completed.Count);
        Assert.Equal(7, watch.Trace.Count);
    }

    private static InterferenceWatch Watch(ICanary canary) => new(canary, new ProcStatProbe(() => null, () => TimeSpan.Zero, () => 0));

    private static CellRecord Retried(double canaryAfterNs)
    {
        var round = Round(canaryAfterNs);
        return round with { Rounds = [round.Rounds![0] with { Attempts = InPlaceRetry.MaxAttempts }] };
    }

    private static CellRecord Round(double canaryAfterNs, double othersBusyCores = 0) => new()
    {
        Serializer = "s",
        Payload = "p",
        PayloadSize = 1,
        Operation = Operations.Serialize,
        Status = CellStatus.Ok,
        MedianNs = 100,
        Rounds = [new RoundRecord { Round = 1, MedianNs = 100, Interference = new InterferenceReading(Fast, canaryAfterNs, othersBusyCores, 0) }],
    };
}
