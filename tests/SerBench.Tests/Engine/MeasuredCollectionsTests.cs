using BenchmarkDotNet.Engines;

namespace SerBench.Tests.Engine;

public sealed class MeasuredCollectionsTests
{
    [Fact]
    public void Collections_between_the_actual_runs_signals_are_counted_by_generation()
    {
        var collections = new MeasuredCollections();
        collections.Handle(HostSignal.BeforeActualRun, null!);
        GC.Collect(0, GCCollectionMode.Forced, blocking: true);
        GC.Collect(2, GCCollectionMode.Forced, blocking: true);
        collections.Handle(HostSignal.AfterActualRun, null!);

        // Other tests of this process may collect meanwhile: they can only add.
        var counts = Assert.IsType<int[]>(collections.LastRun);
        Assert.True(counts[0] >= 2, $"gen 0: {counts[0]}");
        Assert.True(counts[2] >= 1, $"gen 2: {counts[2]}");
        Assert.True(counts[0] >= counts[1] && counts[1] >= counts[2], string.Join(", ", counts));
    }

    [Fact]
    public void Without_both_signals_nothing_is_reported()
    {
        var collections = new MeasuredCollections();
        collections.Handle(HostSignal.AfterActualRun, null!);
        Assert.Null(collections.LastRun);

        collections.Handle(HostSignal.BeforeActualRun, null!);
        collections.Handle(HostSignal.AfterActualRun, null!);
        collections.Reset();
        Assert.Null(collections.LastRun);
    }

    [Fact]
    public void A_cell_that_collects_in_every_call_reads_a_thousand_collections_per_thousand_calls()
    {
        var preset = Preset.ForTuning(warmups: 0, iterations: 3, iterationMs: 2, jitQuietMs: null, flags: "cg");
        var plan = new MicroRunPlan(preset, [new CollectingTestAdapter()], [new SizedPayload(BuiltInPayloads.Tiny, 1)], [Operations.Deserialize]);

        var cell = Assert.Single(new InProcessMicroLab().Run(plan, new RecordingObserver(), CancellationToken.None));

        Assert.Equal(CellStatus.Ok, cell.Status);
        Assert.True(cell.Gen0PerThousandOps >= 1000, $"gen 0 per 1,000: {cell.Gen0PerThousandOps}");
        Assert.True(cell.Gen2PerThousandOps >= 1000, $"gen 2 per 1,000: {cell.Gen2PerThousandOps}");
    }
}
