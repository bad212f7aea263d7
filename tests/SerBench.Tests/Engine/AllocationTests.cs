namespace SerBench.Tests.Engine;

public sealed class AllocationTests
{
    [Fact]
    public void Allocation_per_operation_counts_the_measuring_thread_only()
    {
        // Another thread allocating all through the cell (as a progress display's refresh thread does) must
        // not be charged to the serializer: serializing tiny into the lab's buffer allocates nothing.
        using var stop = new CancellationTokenSource();
        var noise = new Thread(() =>
        {
            while (!stop.IsCancellationRequested)
            {
                GC.KeepAlive(new byte[4096]);
            }
        })
        { IsBackground = true };
        var preset = Preset.ForTuning(warmups: 0, iterations: 2, iterationMs: 2, jitQuietMs: null, flags: "cg");
        var plan = new MicroRunPlan(preset, [new ReflectionJsonTestAdapter()], [new SizedPayload(BuiltInPayloads.Tiny, 1)], [Operations.Serialize]);

        noise.Start();
        IReadOnlyList<CellRecord> cells;
        try
        {
            cells = new InProcessMicroLab().Run(plan, new RecordingObserver(), CancellationToken.None);
        }
        finally
        {
            stop.Cancel();
            noise.Join();
        }

        var cell = Assert.Single(cells);
        Assert.Equal(CellStatus.Ok, cell.Status);
        Assert.InRange(cell.AllocatedBytes!.Value, 0, 64);
    }

    [Fact]
    public void Calibrated_and_uncalibrated_cells_count_the_same_read()
    {
        // A calibrating preset counts over its sizing calls, one that does not size over calls of their own: both see
        // the read's array, and the parse beside it (a few hundred bytes, which the JIT's tiers may trim) keeps them close.
        var calibrated = MeasureArrayRead(flags: "cg");
        var uncalibrated = MeasureArrayRead(flags: "g");

        var array = AllocatingOperation.ArrayBytes(ArrayReadTestAdapter.ArrayLength);
        Assert.True(calibrated >= array, $"Calibrated: {calibrated} B per read.");
        Assert.True(uncalibrated >= array, $"Uncalibrated: {uncalibrated} B per read.");
        Assert.InRange(calibrated!.Value, uncalibrated!.Value * 0.95, uncalibrated.Value * 1.05);
    }

    [Fact]
    public void A_measuring_process_counts_what_the_row_allocates_on_pool_threads()
    {
        // Other test classes allocate in this process too; they can only add, so a lower bound stays exact.
        var cell = MeasureDeserialize(countsProcess: true);
        Assert.True(cell.AllocatedBytes >= PoolThreadReadTestAdapter.PoolThreadBytes, $"Allocated {cell.AllocatedBytes} B per read.");
    }

    [Fact]
    public void In_process_the_measuring_thread_alone_is_counted_so_pool_thread_work_is_not()
    {
        var cell = MeasureDeserialize(countsProcess: false);
        Assert.InRange(cell.AllocatedBytes!.Value, 1, PoolThreadReadTestAdapter.PoolThreadBytes - 1);
    }

    private static long? MeasureArrayRead(string flags)
    {
        var preset = Preset.ForTuning(warmups: 0, iterations: 2, iterationMs: 2, jitQuietMs: null, flags: flags);
        var pair = new PlannedPair(new ArrayReadTestAdapter(), new SizedPayload(BuiltInPayloads.Tiny, 1), [Operations.Deserialize]);
        var cells = new InProcessMicroLab().Run(preset, [pair], new RecordingObserver(), new MicroLabOptions(), CancellationToken.None);
        var cell = Assert.Single(cells);
        Assert.Equal(CellStatus.Ok, cell.Status);
        return cell.AllocatedBytes;
    }

    private static CellRecord MeasureDeserialize(bool countsProcess)
    {
        var preset = Preset.ForTuning(warmups: 0, iterations: 2, iterationMs: 2, jitQuietMs: null, flags: "cg");
        var pair = new PlannedPair(new PoolThreadReadTestAdapter(), new SizedPayload(BuiltInPayloads.Tiny, 1), [Operations.Deserialize]);
        var cells = new InProcessMicroLab().Run(preset, [pair], new RecordingObserver(), new MicroLabOptions { CountsProcessAllocation = countsProcess }, CancellationToken.None);
        var cell = Assert.Single(cells);
        Assert.Equal(CellStatus.Ok, cell.Status);
        return cell;
    }
}
