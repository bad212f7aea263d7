using SerBench.Engine.Interference;

namespace SerBench.Tests.Engine;

public sealed class InterferenceTests
{
    private const string Stat = "cpu  100 0 50 1000 0 0 0 10 0 0\ncpu0 50 0 25 500 0 0 0 5 0 0\nintr 1\n";

    [Fact]
    public void Proc_stat_busy_time_counts_user_nice_system_irq_softirq_and_steal()
    {
        Assert.Equal((160d, 10d), ProcStatProbe.Parse(Stat));
        Assert.Null(ProcStatProbe.Parse("intr 1\n"));
        Assert.Null(ProcStatProbe.Parse("cpu  a b c d e f g h\n"));
    }

    [Fact]
    public void Others_busy_share_is_the_machines_busy_time_minus_this_processs_own()
    {
        var texts = new Queue<string>(["cpu  100 0 50 1000 0 0 0 10\n", "cpu  200 0 100 1100 0 0 0 20\n"]);
        var self = new Queue<TimeSpan>([TimeSpan.FromSeconds(1), TimeSpan.FromSeconds(1.5)]);
        var clock = new Queue<long>([0, System.Diagnostics.Stopwatch.Frequency]);
        var probe = new ProcStatProbe(() => texts.Dequeue(), () => self.Dequeue(), () => clock.Dequeue());

        var start = probe.Sample()!.Value;
        var end = probe.Sample()!.Value;
        var (others, steal) = MachineSample.Between(start, end);

        // 160 ticks busy = 1.6 s in 1 s of wall time, 0.5 s of it this process's own.
        Assert.Equal(1.1, others, 6);
        Assert.Equal(0.1, steal, 6);
    }

    [Fact]
    public void Without_proc_stat_there_is_no_sample_and_the_reading_says_unknown()
    {
        var probe = new ProcStatProbe(() => null, () => TimeSpan.Zero, () => 0);
        var watch = new InterferenceWatch(new FakeCanary(1_000), probe);

        var reading = watch.End(watch.Begin());

        Assert.Null(probe.Sample());
        Assert.Null(reading.OthersBusyCores);
        Assert.Equal(1_000, reading.CanaryBeforeNs);
        Assert.Equal(2, watch.Trace.Count);
    }

    [Fact]
    public void Busy_others_or_a_slow_canary_disturb_a_round_and_the_reason_names_both()
    {
        var policy = new InterferencePolicy();

        Assert.Null(policy.Disturbance(new InterferenceReading(1_000, 1_100, 0.2, 0), 1_000));
        var reason = policy.Disturbance(new InterferenceReading(1_000, 1_600, 0.9, 0), 1_000);

        Assert.Contains("0.90 cores", reason);
        Assert.Contains("60 %", reason);
    }

    [Fact]
    public void A_step_is_the_middle_iterations_spread_and_one_odd_iteration_does_not_make_one()
    {
        Assert.Null(InterferencePolicy.Step([100, 200, 100]));
        Assert.Equal(0, InterferencePolicy.Step([100, 100, 100, 100, 100, 160])!.Value, 9);
        Assert.Equal(0.31, InterferencePolicy.Step([100, 101, 130, 131, 132, 100])!.Value, 9);
    }

    [Fact]
    public void A_light_cells_round_whose_iterations_stepped_is_disturbed_though_its_canary_was_fast()
    {
        var policy = new InterferencePolicy();
        var round = new RoundRecord { Round = 1, IterationNs = [100, 101, 130, 131, 132, 100], Interference = new InterferenceReading(1_000, 1_000, 0, 0) };

        var stepped = RunJudge.Judge(round, 1_000, policy, steady: true);
        var heavy = RunJudge.Judge(round, 1_000, policy, steady: false);
        var steadyRound = RunJudge.Judge(round with { IterationNs = [100, 101, 103, 102, 104, 100] }, 1_000, policy, steady: true);

        Assert.True(stepped.Disturbed);
        Assert.Contains("iterations stepped: the middle ones 31 % apart (limit 15 %)", stepped.DisturbedReason);
        Assert.Equal(0.31, stepped.IterationStep!.Value, 9);
        Assert.False(heavy.Disturbed);
        Assert.Null(heavy.IterationStep);
        Assert.False(steadyRound.Disturbed);
    }

    [Fact]
    public void Only_cells_without_gen2_collections_or_large_allocations_are_expected_to_run_steadily()
    {
        var cell = new CellRecord { Serializer = "stj", Payload = "tiny", PayloadSize = 1, Operation = "serialize", Status = CellStatus.Ok, AllocatedBytes = 200, Gen2PerThousandOps = 0 };

        Assert.True(RunJudge.RunsSteadily(cell));
        Assert.False(RunJudge.RunsSteadily(cell with { Gen2PerThousandOps = 0.5 }));
        Assert.False(RunJudge.RunsSteadily(cell with { AllocatedBytes = 800_000 }));
        Assert.False(RunJudge.RunsSteadily(cell with { Status = CellStatus.Failed }));
    }

    [Fact]
    public void A_run_with_too_many_cells_still_disturbed_never_settled()
    {
        var judge = new RunJudge(new InterferencePolicy());
        var cells = Enumerable.Range(0, 10).Select(i => RoundPoolingTests.Round(1, 100) with { Disturbed = i < 3 }).ToList();
        var trace = Enumerable.Range(0, 10).Select(i => new CanaryPoint(i, 1_000)).ToList();

        var unsettled = judge.Summarize(Isolations.Process, 7, 2, trace, cells);
        var settled = judge.Summarize(Isolations.Process, 7, 2, trace, [.. cells.Select(c => c with { Disturbed = false })]);

        Assert.False(unsettled.Settled);
        Assert.Contains("3 of 10", unsettled.SettledNote);
        Assert.True(settled.Settled);
        Assert.Equal(1_000, settled.CanaryBaselineNs);
    }

    [Theory]
    [InlineData(9, 9, false)]
    [InlineData(10, 5, false)]
    [InlineData(10, 6, true)]
    [InlineData(435, 300, true)]
    public void Re_measuring_stops_after_a_pass_whose_re_measurements_mostly_came_back_disturbed(int retried, int disturbedAgain, bool stops)
    {
        var stop = new RunJudge(new InterferencePolicy()).StopRemeasuring(2, retried, disturbedAgain);

        Assert.Equal(stops, stop is not null);
        if (stop is not null)
        {
            Assert.StartsWith($"after follow-up pass 2, {disturbedAgain} of the {retried} rounds", stop, StringComparison.Ordinal);
        }
    }

    [Theory]
    [InlineData(2, 18, 39, 39, false)]
    [InlineData(2, 18, 40, 26, false)]
    [InlineData(2, 18, 40, 27, true)]
    [InlineData(18, 18, 400, 400, false)]
    [InlineData(1, 18, 48, 44, true)]
    public void A_pass_stops_part_way_once_enough_of_its_re_measurements_came_back_disturbed_by_a_wide_margin(int processes, int ofProcesses, int retried, int disturbedAgain, bool stops)
    {
        var stop = new RunJudge(new InterferencePolicy()).StopRemeasuringDuringPass(1, processes, ofProcesses, retried, disturbedAgain);

        Assert.Equal(stops, stop is not null);
        if (stop is not null)
        {
            Assert.StartsWith($"during follow-up pass 1, after {processes} of its {ofProcesses} processes, {disturbedAgain} of the {retried} rounds", stop, StringComparison.Ordinal);
            Assert.Contains("limit 67 % once 40 are in", stop, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void A_run_that_stopped_re_measuring_early_says_so_in_its_note_instead_of_claiming_every_retry()
    {
        var judge = new RunJudge(new InterferencePolicy());
        var cells = Enumerable.Range(0, 10).Select(i => RoundPoolingTests.Round(1, 100) with { Disturbed = i < 3 }).ToList();

        var measurement = judge.Summarize(Isolations.Process, 7, 2, [new CanaryPoint(0, 1_000)], cells, "after follow-up pass 1, 6 of the 10 rounds …");

        Assert.False(measurement.Settled);
        Assert.Contains("3 of 10 measured cells were still disturbed when the lab stopped re-measuring early", measurement.SettledNote, StringComparison.Ordinal);
        Assert.Equal("after follow-up pass 1, 6 of the 10 rounds …", measurement.StoppedRemeasuring);
    }

    [Fact]
    public void A_run_whose_canary_was_slow_most_of_the_time_never_settled()
    {
        var judge = new RunJudge(new InterferencePolicy());
        var trace = new[] { 1_000d, 1_600, 1_600, 1_600, 1_600 }.Select((ns, i) => new CanaryPoint(i, ns)).ToList();

        var measurement = judge.Summarize(Isolations.Process, 7, 2, trace, [RoundPoolingTests.Round(1, 100)]);

        Assert.False(measurement.Settled);
        Assert.Contains("4 of 5 canary readings", measurement.SettledNote);
    }

    [Fact]
    public void The_real_canary_reads_a_positive_time()
    {
        Assert.True(new Canary().MeasureNs() > 0);
        Assert.Equal(Canary.Work, ((ICanary)new Canary()).Work);
    }

    internal sealed class FakeCanary(params double[] readings) : ICanary
    {
        private int _next;

        public double MeasureNs() => readings[Math.Min(_next++, readings.Length - 1)];

        public string Work => "fake";
    }
}
