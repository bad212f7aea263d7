using SerBench.Engine;
using SerBench.Payloads;
using SerBench.RunFiles;

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
        }) { IsBackground = true };
        var preset = Preset.ForTuning(warmups: 0, iterations: 2, iterationMs: 2, jitQuietMs: null, flags: "cg");
        var plan = new MicroRunPlan(preset, [new ReflectionJsonTestAdapter()], [new SizedPayload(BuiltInPayloads.Tiny, 1)], [Operations.Serialize]);

        noise.Start();
        IReadOnlyList<CellRecord> cells;
        try
        {
            cells = new MicroLab().Run(plan, new RecordingObserver(), CancellationToken.None);
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
}
