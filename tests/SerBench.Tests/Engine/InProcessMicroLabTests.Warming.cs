namespace SerBench.Tests.Engine;

/// <summary>What the lab keeps alive and warms: every pair prepared and warmed before any is measured, none kept once measured.</summary>
public sealed partial class InProcessMicroLabTests
{
    [Fact]
    public void Every_pair_is_prepared_before_any_is_measured_and_a_measured_pair_is_unreachable_once_the_next_starts()
    {
        // Pairs are warmed together before measuring (see JitWarmup); a finished pair kept alive by the lab would
        // make every later forced GC slower, and with it every later cell.
        var adapter = new TrackingTestAdapter();
        var observer = new LivenessObserver(adapter, PayloadIds.Simple);
        var cells = new InProcessMicroLab().Run(DryPlan([adapter], [BuiltInPayloads.Complex, BuiltInPayloads.Simple], Operations.All), observer, CancellationToken.None);

        Assert.All(cells, c => Assert.Equal(CellStatus.Ok, c.Status));
        Assert.Equal(2, observer.CodecsMadeBefore);
        Assert.Equal(1, observer.CodecsAliveBefore);
    }

    [Fact]
    public void Payloads_only_warmed_are_prepared_and_warmed_with_the_measured_ones_but_never_measured()
    {
        var adapter = new TrackingTestAdapter();
        var observer = new LivenessObserver(adapter, PayloadIds.Tiny);
        var plan = WarmingPlan(adapter, [new SizedPayload(BuiltInPayloads.Simple, 1), new SizedPayload(BuiltInPayloads.Tiny, 1)]);

        var cells = new InProcessMicroLab().Run(plan, observer, CancellationToken.None);

        var cell = Assert.Single(cells);
        Assert.Equal((PayloadIds.Tiny, CellStatus.Ok), (cell.Payload, cell.Status));
        Assert.Equal(2, observer.CodecsMadeBefore);
        Assert.Equal(1, observer.CodecsAliveBefore);
    }

    [Fact]
    public void A_payload_only_warmed_that_fails_its_round_trip_fails_nothing()
    {
        var plan = WarmingPlan(new LossyTestAdapter(), [new SizedPayload(BuiltInPayloads.Simple, 1)]);

        var cell = Assert.Single(new InProcessMicroLab().Run(plan, new RecordingObserver(), CancellationToken.None));

        Assert.Equal(CellStatus.Ok, cell.Status);
    }

    private static MicroRunPlan WarmingPlan(ISerializerAdapter adapter, IReadOnlyList<SizedPayload> warm) =>
        new(Preset.ForTuning(warmups: 0, iterations: 2, iterationMs: 2, jitQuietMs: 1, flags: "cg"), [adapter], [new SizedPayload(BuiltInPayloads.Tiny, 1)], [Operations.Serialize])
        {
            WarmPayloads = warm,
        };

    /// <summary>When the first cell of <c>payload</c> starts, counts the adapter's codecs made so far and those still reachable.</summary>
    private sealed class LivenessObserver(TrackingTestAdapter adapter, string payload) : IRunObserver
    {
        public int CodecsMadeBefore { get; private set; } = -1;

        public int CodecsAliveBefore { get; private set; } = -1;

        public void Planned(int totalCells)
        {
        }

        public void CellStarting(int index, string serializer, string payloadId, string operation)
        {
            if (payloadId == payload && CodecsMadeBefore < 0)
            {
                GC.Collect();
                GC.WaitForPendingFinalizers();
                GC.Collect();
                CodecsMadeBefore = adapter.Codecs.Count;
                CodecsAliveBefore = adapter.Codecs.Count(c => c.IsAlive);
            }
        }

        public void CellCompleted(int index, CellRecord cell)
        {
        }
    }
}
