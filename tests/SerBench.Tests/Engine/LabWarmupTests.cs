using System.Buffers;
using SerBench.Labs.Shared;

namespace SerBench.Tests.Engine;

/// <summary>The sweep labs warm each serializer's pairs before measuring them, as the micro lab does, and say so in the run file.</summary>
public sealed class LabWarmupTests
{
    [Fact]
    public void Every_measuring_lab_preset_warms_and_records_it_and_the_smoke_preset_runs_cold()
    {
        Assert.Equal(TimeSpan.FromMilliseconds(200), LabPreset.Scale.JitQuietPeriod);
        Assert.Equal(200, LabPreset.Scale.Record.JitQuietMs);
        Assert.Contains("JIT-compiled for 200 ms", LabPreset.Scale.Description, StringComparison.Ordinal);
        Assert.Equal(Preset.Quick.JitQuietPeriod, LabPreset.Quick.JitQuietPeriod);
        Assert.Equal(Preset.Full.JitQuietPeriod, LabPreset.Full.JitQuietPeriod);
        Assert.Null(LabPreset.Dry.JitQuietPeriod);
        Assert.Null(LabPreset.Dry.Record.JitQuietMs);
    }

    [Fact]
    public void Warming_runs_each_ready_pair_through_its_interface_round_trip_and_passes_the_others_through()
    {
        var requested = new List<string>();
        var codec = new CountingCodec();
        var ready = Pair(codec, requested);
        var unsupported = PreparedPair.Unsupported("not this payload");

        var warmed = new LabMeasurer(LabPreset.Quick, Path.GetTempPath()).Warm([ready, unsupported]);

        Assert.Equal([CellOperation.WarmUpRoundTrip], requested);
        Assert.Same(ready, warmed[0]);
        Assert.Same(unsupported, warmed[1]);
        Assert.True(codec.Calls > 0);
    }

    [Fact]
    public void A_pair_whose_warm_up_throws_fails_with_the_exception_and_a_smoke_preset_warms_nothing()
    {
        var requested = new List<string>();
        var failing = Pair(new CountingCodec { Throws = true }, requested);

        var warmed = new LabMeasurer(LabPreset.Quick, Path.GetTempPath()).Warm([failing]);
        var cold = new LabMeasurer(LabPreset.Dry, Path.GetTempPath()).Warm([failing]);

        Assert.Equal(SerBench.RunFiles.CellStatus.Failed, warmed[0].Status);
        Assert.Contains("InvalidOperationException: broken", warmed[0].Reason, StringComparison.Ordinal);
        Assert.Same(failing, cold[0]);
        Assert.Single(requested);
    }

    private static PreparedPair Pair(CountingCodec codec, List<string> requested)
    {
        var buffer = new ArrayBufferWriter<byte>();
        return PreparedPair.Ready(null, name =>
        {
            requested.Add(name);
            return CellOperation.Create(name, codec, 7, [7], buffer);
        });
    }

    private sealed class CountingCodec : ICodec<int>
    {
        public bool Throws { get; init; }

        public int Calls { get; private set; }

        public void Serialize(int value, IBufferWriter<byte> output)
        {
            Calls++;
            output.Write([(byte)value]);
        }

        public int Deserialize(ReadOnlyMemory<byte> data) => Throws ? throw new InvalidOperationException("broken") : data.Span[0];
    }
}
