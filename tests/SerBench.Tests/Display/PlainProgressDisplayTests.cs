using SerBench.Output;

namespace SerBench.Tests.Display;

/// <summary>The one-line-per-cell progress of logs and CI: what a person reading it learns about measuring again.</summary>
public sealed class PlainProgressDisplayTests
{
    [Fact]
    public void A_round_just_measured_while_the_machine_was_slow_says_so_on_its_line()
    {
        var lines = Show(observer =>
        {
            observer.Planned(2);
            observer.CellCompleted(0, Cell(Round(1, at: 3), Round(2, at: 7, disturbed: "the machine was 35 % slow (canary; limit 15 %)")));
            observer.CellCompleted(1, Cell(Round(1, at: 4), Round(2, at: 8)));
        });

        Assert.Contains("stj · tiny · serialize: ok, median 120 ns; round 2 disturbed: the machine was 35 % slow (canary; limit 15 %)", lines[1], StringComparison.Ordinal);
        Assert.DoesNotContain("disturbed", lines[2], StringComparison.Ordinal);
    }

    [Fact]
    public void A_retry_that_ran_clean_clears_the_mark_though_an_earlier_round_was_disturbed()
    {
        var lines = Show(observer =>
        {
            observer.Planned(1);
            observer.CellCompleted(0, Cell(Round(1, at: 9), Round(2, at: 5, disturbed: "others used 0.8 cores (limit 0.25)")));
        });

        Assert.DoesNotContain("disturbed", lines[1], StringComparison.Ordinal);
    }

    [Fact]
    public void Once_most_rounds_so_far_were_disturbed_the_log_says_the_machine_is_not_holding_its_speed_once()
    {
        var lines = Show(observer =>
        {
            observer.Planned(100);
            for (var i = 0; i < 100; i++)
            {
                // Every other round disturbed (20 of the first 40: half is not a majority), then every round: 21 of 41.
                var disturbed = i % 2 == 1 || i >= 40;
                observer.CellCompleted(i, Cell(Round(1, at: i, disturbed: disturbed ? "the machine was 35 % slow" : null)));
            }
        });

        var notes = lines.Select((l, i) => (l, i)).Where(x => x.l.StartsWith("Note: ", StringComparison.Ordinal)).ToList();
        var note = Assert.Single(notes);
        Assert.StartsWith("[ 41/100]", lines[note.i - 1], StringComparison.Ordinal);
        Assert.Equal("Note: 21 of the 41 rounds so far were disturbed: this machine is not holding its speed, so this run's figures will likely not compare with another run's. It goes on and measures them again; Ctrl-C stops it and keeps every cell measured so far.", note.l);
    }

    [Fact]
    public void A_run_with_half_of_its_rounds_disturbed_or_fewer_gets_no_note()
    {
        var lines = Show(observer =>
        {
            observer.Planned(100);
            for (var i = 0; i < 100; i++)
            {
                observer.CellCompleted(i, Cell(Round(1, at: i, disturbed: i % 2 == 1 ? "the machine was 35 % slow" : null)));
            }
        });

        Assert.DoesNotContain(lines, l => l.StartsWith("Note: ", StringComparison.Ordinal));
    }

    [Fact]
    public void More_measurements_after_the_plan_are_announced_as_more_not_as_a_new_plan()
    {
        var lines = Show(observer =>
        {
            observer.Planned(6);
            observer.Planned(9);
        });

        Assert.Equal("6 measurements planned.", lines[0]);
        Assert.StartsWith("Measuring 3 more (9 in all), each in a fresh process: rounds measured again (the machine was busy or slow while they ran", lines[1], StringComparison.Ordinal);
    }

    [Fact]
    public void A_pass_stopped_part_way_is_announced_as_fewer_measurements()
    {
        var lines = Show(observer =>
        {
            observer.Planned(6);
            observer.Planned(9);
            observer.Planned(7);
        });

        Assert.Equal("Measuring 2 fewer (7 in all): re-measuring stopped early, as the rounds measured again kept coming back disturbed.", lines[2]);
    }

    [Fact]
    public void The_time_left_is_estimated_only_once_a_few_cells_have_finished_so_the_starts_cost_is_spread_over_them()
    {
        var clock = new ManualClock();
        using var output = new StringWriter();
        new PlainProgressDisplay(output, clock).Show(observer =>
        {
            observer.Planned(100);

            // The first cell carries the lab's warm-up and its first process's start; the others take a quarter second each.
            clock.Advance(TimeSpan.FromSeconds(5));
            observer.CellCompleted(0, Cell(Round(1, at: 5)));
            for (var i = 1; i < ProgressClock.CellsBeforeEstimate; i++)
            {
                clock.Advance(TimeSpan.FromMilliseconds(250));
                observer.CellCompleted(i, Cell(Round(1, at: 5 + (i * 0.25))));
            }

            return 0;
        });
        var lines = output.ToString().Split(Environment.NewLine, StringSplitOptions.RemoveEmptyEntries);

        Assert.All(lines[1..ProgressClock.CellsBeforeEstimate], l => Assert.DoesNotContain("left", l, StringComparison.Ordinal));

        // 7.25 s over 10 cells, × 90 cells left: 65.25 s.
        Assert.EndsWith("(elapsed 0:07, about 1:05 left)", lines[ProgressClock.CellsBeforeEstimate], StringComparison.Ordinal);
    }

    [Fact]
    public void A_sweep_that_named_its_cells_is_estimated_by_what_each_size_took_not_by_its_cheap_first_sizes()
    {
        var clock = new ManualClock();
        using var output = new StringWriter();
        new PlainProgressDisplay(output, clock).Show(observer =>
        {
            // Twelve sizes, each twice the one before; a call takes 1 ms, 2 ms … and a cell 10 × its call: 10 ms … 20.48 s.
            observer.Planned([.. Enumerable.Range(0, 12).Select(i => new SerBench.Engine.PlannedCell("stj", "grainstate", 1 << i, Operations.Serialize))]);
            for (var i = 0; i < ProgressClock.CellsBeforeEstimate; i++)
            {
                observer.CellStarting(i, "stj", "grainstate", Operations.Serialize);
                clock.Advance(TimeSpan.FromMilliseconds(10 << i));
                observer.CellCompleted(i, Cell(Round(1, at: i)) with { MedianNs = (1 << i) * 1e6 });
            }

            return 0;
        });
        var lines = output.ToString().Split(Environment.NewLine, StringSplitOptions.RemoveEmptyEntries);

        // 10.23 s for the first ten; the last two take 10.24 + 20.48 s, where counting cells alike said 2 s.
        Assert.Equal("12 measurements planned.", lines[0]);
        Assert.EndsWith("(elapsed 0:10, about 0:30 left)", lines[ProgressClock.CellsBeforeEstimate], StringComparison.Ordinal);
    }

    private static string[] Show(Action<SerBench.Engine.IRunObserver> work)
    {
        using var output = new StringWriter();
        new PlainProgressDisplay(output, TimeProvider.System).Show(observer =>
        {
            work(observer);
            return 0;
        });
        return output.ToString().Split(Environment.NewLine, StringSplitOptions.RemoveEmptyEntries);
    }

    private static RoundRecord Round(int round, double at, string? disturbed = null) => new()
    {
        Round = round,
        MedianNs = 120,
        FinishedAtSeconds = at,
        Disturbed = disturbed is not null,
        DisturbedReason = disturbed,
    };

    private static CellRecord Cell(params RoundRecord[] rounds) =>
        TestRuns.Ok("stj", "tiny", Operations.Serialize, medianNs: 120) with { Rounds = rounds };

    private sealed class ManualClock : TimeProvider
    {
        private long _ticks;

        public override long TimestampFrequency => TimeSpan.TicksPerSecond;

        public override long GetTimestamp() => _ticks;

        public void Advance(TimeSpan by) => _ticks += by.Ticks;
    }
}
