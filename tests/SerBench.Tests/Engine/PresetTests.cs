namespace SerBench.Tests.Engine;

public sealed class PresetTests
{
    [Theory]
    [InlineData(100.0, 20.0, 200_000, 16)]
    [InlineData(1_000_000.0, 20.0, 16, 16)]
    [InlineData(2_000_000.0, 20.0, 10, 1)]
    [InlineData(50_000_000.0, 20.0, 1, 1)]
    public void Calibration_sizes_an_iteration_to_the_iteration_time(double nsPerOp, double iterationMs, int invocations, int unroll)
    {
        var size = Calibration.Size(nsPerOp, TimeSpan.FromMilliseconds(iterationMs));

        Assert.Equal((invocations, unroll), size);
        Assert.Equal(0, size.Invocations % size.Unroll);
    }

    [Fact]
    public void With_rounds_changes_the_rounds_only_and_says_so_in_the_description_and_the_record()
    {
        var preset = Preset.Quick.WithRounds(4);

        Assert.Equal((Preset.Quick.Name, 4, Preset.Quick.MaxExtraRounds, Preset.Quick.IterationCount), (preset.Name, preset.Rounds, preset.MaxExtraRounds, preset.IterationCount));
        Assert.Equal(4, preset.ToRecord().Rounds);
        Assert.StartsWith(Preset.Quick.Description, preset.Description, StringComparison.Ordinal);
        Assert.EndsWith("; with --rounds 4: 4 rounds instead of 2", preset.Description, StringComparison.Ordinal);
        Assert.Same(Preset.Full, Preset.Full.WithRounds(3));
    }

    [Fact]
    public void With_rounds_refuses_counts_outside_its_range_and_the_smoke_preset()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => Preset.Quick.WithRounds(Preset.MinRounds - 1));
        Assert.Throws<ArgumentOutOfRangeException>(() => Preset.Quick.WithRounds(Preset.MaxRounds + 1));
        Assert.Throws<InvalidOperationException>(() => Preset.Dry.WithRounds(2));
    }

    [Fact]
    public void Calibration_stops_after_one_call_that_already_fills_an_iteration()
    {
        var slow = new CountingSleepOperation(TimeSpan.FromMilliseconds(5));

        var nanoseconds = Calibration.NanosecondsPerOperation(slow, oneCallFills: TimeSpan.FromMilliseconds(1));

        Assert.Equal(1, slow.Calls);
        Assert.True(nanoseconds >= 5_000_000);
    }

    [Fact]
    public void Calibration_counts_what_its_timed_calls_allocate_on_the_calling_thread()
    {
        var allocating = new AllocatingOperation(bytes: 1_000);

        var reading = Calibration.Measure(allocating);

        // The first call compiles and is not counted; every counted call allocated one array of 1,000 bytes.
        Assert.InRange(reading.Allocated.Calls, 3, allocating.Calls - 1);
        Assert.Equal(AllocatingOperation.ArrayBytes(1_000), reading.Allocated.PerCall(wholeProcess: false));
    }

    [Fact]
    public void Calibration_counts_no_calls_when_one_call_fills_an_iteration()
    {
        var reading = Calibration.Measure(new CountingSleepOperation(TimeSpan.FromMilliseconds(5)), oneCallFills: TimeSpan.FromMilliseconds(1));

        Assert.Equal(0, reading.Allocated.Calls);
        Assert.Null(reading.Allocated.PerCall(wholeProcess: false));
    }

    [Fact]
    public void Presets_are_found_by_name_whatever_the_case()
    {
        Assert.Same(Preset.Quick, Preset.Find("QUICK"));
        Assert.Null(Preset.Find("fast"));
        Assert.Equal(["dry", "quick", "full"], Preset.All.Select(p => p.Name));
    }

    [Fact]
    public void The_quick_preset_record_carries_every_setting()
    {
        var record = Preset.Quick.ToRecord();

        Assert.Equal("quick", record.Name);
        Assert.Equal(Preset.Quick.IterationCount, record.IterationCount);
        Assert.Equal(Preset.Quick.IterationTime!.Value.TotalMilliseconds, record.IterationTimeMs);
        Assert.Equal(Preset.Quick.JitQuietPeriod!.Value.TotalMilliseconds, record.JitQuietMs);
        Assert.True(record.CalibratesInvocations);
        Assert.True(record.SubtractsOverhead);
        Assert.True(record.OverheadMeasuredOncePerProcess);
        Assert.False(record.ForcesGcBetweenIterations);
        Assert.Equal(SerBench.RunFiles.CollectionScopes.MeasuredIterations, record.CollectionScope);
    }

    [Fact]
    public void The_scale_sweep_counts_collections_as_quick_does_and_forces_none_between_iterations()
    {
        var scale = SerBench.Labs.Shared.LabPreset.Scale;

        Assert.False(scale.Rules.ForcesGcBetweenIterations);
        Assert.False(scale.Rules.Job.Environment.Gc.Force);
        Assert.False(scale.Record.ForcesGcBetweenIterations);
        Assert.Equal(SerBench.RunFiles.CollectionScopes.MeasuredIterations, scale.Record.CollectionScope);
    }

    [Fact]
    public void Only_a_measuring_preset_that_forces_no_collection_counts_over_its_measured_iterations()
    {
        Assert.Null(Preset.Dry.ToRecord().CollectionScope);
        Assert.Equal(SerBench.RunFiles.CollectionScopes.MeasuredIterations, Preset.Full.ToRecord().CollectionScope);
        Assert.Null(Preset.ForTuning(1, 2, 2, null, "c").ToRecord().CollectionScope);
    }

    [Fact]
    public void Full_is_BenchmarkDotNets_default_job_with_only_the_forced_gc_switched_off()
    {
        var job = BenchmarkConfigFactory.CreateJob(Preset.Full);

        Assert.True(Preset.Full.SubtractsOverhead);
        Assert.False(Preset.Full.MeasuresOverheadOncePerProcess);
        Assert.False(Preset.Full.ForcesGcBetweenIterations);
        Assert.False(job.Environment.Gc.Force);
        Assert.False(job.HasValue(BenchmarkDotNet.Jobs.AccuracyMode.EvaluateOverheadCharacteristic));
        Assert.False(job.HasValue(BenchmarkDotNet.Jobs.RunMode.IterationCountCharacteristic));
    }

    [Fact]
    public void Quick_turns_off_the_forced_GC_and_the_empty_loop_in_its_job()
    {
        var job = BenchmarkConfigFactory.CreateJob(Preset.Quick);

        Assert.False(job.Environment.Gc.Force);
        Assert.False(job.Accuracy.EvaluateOverhead);
        Assert.Equal(Preset.Quick.IterationCount, job.Run.IterationCount);
    }

    [Fact]
    public void BenchmarkDotNets_memory_diagnoser_runs_only_where_the_collection_counts_come_from_it()
    {
        static bool HasMemoryDiagnoser(MeasuringRules rules) =>
            BenchmarkConfigFactory.Create(rules.Job, BenchmarkDotNet.Loggers.NullLogger.Instance, Path.GetTempPath(), gcStats: rules.GcStatsFromBenchmarkDotNet)
                .GetDiagnosers().OfType<BenchmarkDotNet.Diagnosers.MemoryDiagnoser>().Any();

        Assert.False(HasMemoryDiagnoser(MeasuringRules.Of(Preset.Quick)));
        Assert.False(HasMemoryDiagnoser(MeasuringRules.Of(Preset.Full)));
        Assert.False(HasMemoryDiagnoser(MeasuringRules.Of(Preset.Dry)));
        Assert.True(HasMemoryDiagnoser(MeasuringRules.Of(Preset.ForTuning(1, 2, 2, null, "c"))));
        Assert.True(HasMemoryDiagnoser(SerBench.Labs.Shared.LabPreset.Quick.Rules));
    }

    [Fact]
    public void Only_dry_is_a_smoke_preset()
    {
        Assert.Equal(["dry"], Preset.All.Where(p => p.IsSmoke).Select(p => p.Name));
    }
}

internal sealed class CountingSleepOperation(TimeSpan sleep) : CellOperation
{
    public int Calls { get; private set; }

    public override void Invoke()
    {
        Calls++;
        Thread.Sleep(sleep);
    }
}

internal sealed class AllocatingOperation(int bytes) : CellOperation
{
    public int Calls { get; private set; }

    public byte[]? Last { get; private set; }

    /// <summary>What one byte[] of <paramref name="length"/> occupies on a 64-bit runtime: 8-byte header, method table, length, data rounded up to 8.</summary>
    public static long ArrayBytes(int length) => 24 + ((length + 7) / 8 * 8);

    public override void Invoke()
    {
        Calls++;
        Last = new byte[bytes];
    }
}
