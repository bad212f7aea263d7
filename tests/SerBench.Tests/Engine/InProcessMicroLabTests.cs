namespace SerBench.Tests.Engine;

[Collection(InProcessMicroLabCollection.Name)]
public sealed partial class InProcessMicroLabTests
{
    [Fact]
    public void Dry_run_of_a_working_adapter_gives_ok_cells_with_sizes_and_times()
    {
        var cells = Run(new ReflectionJsonTestAdapter(), [BuiltInPayloads.Tiny, BuiltInPayloads.Simple], Operations.All);

        Assert.Equal(6, cells.Count);
        Assert.All(cells, cell =>
        {
            Assert.Equal(CellStatus.Ok, cell.Status);
            Assert.Null(cell.Reason);
            Assert.True(cell.SizeBytes > 0);
            Assert.True(cell.GzipBytes > 0);
            Assert.True(cell.BrotliBytes > 0);
            Assert.True(cell.MedianNs > 0);
            Assert.True(cell.MeanNs > 0);
            Assert.Equal(1, cell.Iterations);
            Assert.Null(cell.AllocatedBytes); // a cold single pass is no per-operation figure
            Assert.False(cell.Noisy);
        });

        // {"Id":123456,"OtherId":123}
        Assert.Equal(27, cells.First(c => c.Payload == PayloadIds.Tiny).SizeBytes);
        Assert.Equal(
            ["tiny/serialize", "tiny/deserialize", "tiny/roundtrip", "simple/serialize", "simple/deserialize", "simple/roundtrip"],
            cells.Select(c => $"{c.Payload}/{c.Operation}"));
    }

    [Fact]
    public void A_process_told_that_sizes_are_known_verifies_and_times_its_cells_without_working_them_out()
    {
        var pair = new PlannedPair(new ReflectionJsonTestAdapter(), new SizedPayload(BuiltInPayloads.Tiny, 1), [Operations.Serialize]);

        var cells = new InProcessMicroLab().Run(Preset.Dry, [pair], new RecordingObserver(), new MicroLabOptions { MeasuresSizes = false }, CancellationToken.None);

        var cell = Assert.Single(cells);
        Assert.Equal(CellStatus.Ok, cell.Status);
        Assert.True(cell.MedianNs > 0);
        Assert.Null(cell.SizeBytes);
        Assert.Null(cell.GzipBytes);
        Assert.Null(cell.ZstdBytes);
    }

    [Fact]
    public void A_lossy_round_trip_is_failed_with_a_diff_naming_the_member_and_never_timed()
    {
        var cell = Assert.Single(Run(new LossyTestAdapter(), [BuiltInPayloads.Simple], [Operations.Serialize]));

        Assert.Equal(CellStatus.Failed, cell.Status);
        Assert.NotNull(cell.Diff);
        Assert.Contains("Name", cell.Diff);
        Assert.Contains(cell.Diff, cell.Reason);
        Assert.Null(cell.MedianNs);
        Assert.Null(cell.SizeBytes);
    }

    [Fact]
    public void An_adapter_that_throws_in_CreateCodec_is_failed_with_the_exception_message()
    {
        var cell = Assert.Single(Run(new ThrowingCodecTestAdapter(), [BuiltInPayloads.Tiny], [Operations.Serialize]));

        Assert.Equal(CellStatus.Failed, cell.Status);
        Assert.Contains(nameof(InvalidOperationException), cell.Reason);
        Assert.Contains(ThrowingCodecTestAdapter.Message, cell.Reason);
        Assert.Contains("CreateCodec", cell.Reason);
        Assert.Null(cell.MedianNs);
    }

    [Fact]
    public void An_adapter_that_throws_in_Deserialize_is_failed_with_the_exception_message()
    {
        var cells = Run(new ThrowingDeserializeTestAdapter(), [BuiltInPayloads.Tiny], Operations.All);

        Assert.Equal(3, cells.Count);
        Assert.All(cells, cell =>
        {
            Assert.Equal(CellStatus.Failed, cell.Status);
            Assert.Contains(nameof(FormatException), cell.Reason);
            Assert.Contains(ThrowingDeserializeTestAdapter.Message, cell.Reason);
            Assert.Null(cell.MedianNs);
        });
    }

    [Fact]
    public void An_adapter_that_throws_while_being_measured_is_failed_with_the_exception_message()
    {
        var cells = Run(new FailsWhenMeasuredTestAdapter(), [BuiltInPayloads.Tiny], [Operations.Serialize, Operations.Deserialize]);

        Assert.Equal(CellStatus.Ok, cells[0].Status);
        var failed = cells[1];
        Assert.Equal(CellStatus.Failed, failed.Status);
        Assert.Contains(FailsWhenMeasuredTestAdapter.Message, failed.Reason);
        Assert.Null(failed.MedianNs);
    }

    [Fact]
    public void Unsupported_cells_carry_the_adapters_reason_and_are_not_timed()
    {
        var cells = Run(new TinyOnlyTestAdapter(), [BuiltInPayloads.Tiny, BuiltInPayloads.Simple], [Operations.Deserialize]);

        Assert.Equal(CellStatus.Ok, cells[0].Status);
        Assert.Equal(CellStatus.Unsupported, cells[1].Status);
        Assert.Equal(TinyOnlyTestAdapter.Reason, cells[1].Reason);
        Assert.Null(cells[1].MedianNs);
        Assert.Null(cells[1].SizeBytes);
    }

    [Fact]
    public void The_observer_hears_planned_then_starting_completed_and_idle_for_each_cell_in_order()
    {
        var observer = new RecordingObserver();
        var plan = DryPlan([new TinyOnlyTestAdapter(), new ThrowingCodecTestAdapter()], [BuiltInPayloads.Tiny, BuiltInPayloads.Simple], [Operations.Serialize]);

        var cells = new InProcessMicroLab().Run(plan, observer, CancellationToken.None);

        Assert.Equal(
            [
                "planned 4",
                "starting 0 test-tiny-only/tiny/serialize", "completed 0 test-tiny-only/tiny/serialize ok", "idle",
                "starting 1 test-tiny-only/simple/serialize", "completed 1 test-tiny-only/simple/serialize unsupported", "idle",
                "starting 2 test-throws-codec/tiny/serialize", "completed 2 test-throws-codec/tiny/serialize failed", "idle",
                "starting 3 test-throws-codec/simple/serialize", "completed 3 test-throws-codec/simple/serialize failed", "idle",
            ],
            observer.Events);
        Assert.Equal(observer.Completed, cells);
    }

    [Fact]
    public void Cancellation_before_the_second_cell_stops_the_run_and_keeps_the_first()
    {
        using var cancellation = new CancellationTokenSource();
        var observer = new RecordingObserver((_, _) => cancellation.Cancel());
        var plan = DryPlan([new ReflectionJsonTestAdapter()], [BuiltInPayloads.Tiny], Operations.All);

        var cells = new InProcessMicroLab().Run(plan, observer, cancellation.Token);

        var cell = Assert.Single(cells);
        Assert.Equal(CellStatus.Ok, cell.Status);
        Assert.Equal(Operations.Serialize, cell.Operation);
        Assert.Equal(["planned 3", "starting 0 test-json/tiny/serialize", "completed 0 test-json/tiny/serialize ok", "idle"], observer.Events);
    }

    [Fact]
    public void An_unknown_operation_is_refused_before_anything_runs_with_the_valid_ones_listed()
    {
        var observer = new RecordingObserver();
        var plan = DryPlan([new ReflectionJsonTestAdapter()], [BuiltInPayloads.Tiny], ["serialise"]);

        var error = Assert.Throws<ArgumentException>(() => new InProcessMicroLab().Run(plan, observer, CancellationToken.None));

        Assert.Contains("'serialise'", error.Message);
        Assert.Contains("serialize, deserialize, roundtrip", error.Message);
        Assert.Empty(observer.Events);
    }

#if DEBUG
    [Fact]
    public void A_measuring_preset_refuses_a_debug_build_and_says_how_to_fix_it()
    {
        var plan = new MicroRunPlan(Preset.Quick, [new ReflectionJsonTestAdapter()], [new SizedPayload(BuiltInPayloads.Tiny, 1)], [Operations.Serialize]);

        var error = Assert.Throws<UnoptimizedBuildException>(() => new InProcessMicroLab().Run(plan, new RecordingObserver(), CancellationToken.None));

        Assert.Contains("SerBench.Tests", error.Message);
        Assert.Contains("Release", error.Message);
        Assert.Contains("dry", error.Message);
    }
#endif

    private static IReadOnlyList<CellRecord> Run(ISerializerAdapter adapter, IReadOnlyList<PayloadDescriptor> payloads, IReadOnlyList<string> operations) =>
        new InProcessMicroLab().Run(DryPlan([adapter], payloads, operations), new RecordingObserver(), CancellationToken.None);

    private static MicroRunPlan DryPlan(IReadOnlyList<ISerializerAdapter> adapters, IReadOnlyList<PayloadDescriptor> payloads, IReadOnlyList<string> operations) =>
        new(Preset.Dry, adapters, payloads.Select(p => new SizedPayload(p, p.DefaultSize)).ToList(), operations);
}
