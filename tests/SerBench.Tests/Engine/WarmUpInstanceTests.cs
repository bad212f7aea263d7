using System.Buffers;

namespace SerBench.Tests.Engine;

/// <summary>The JIT warm-up round-trips a smaller instance of a sized payload; the timed calls keep the measured one.</summary>
public sealed class WarmUpInstanceTests
{
    private static readonly Payload<int[]> Numbers =
        new("numbers", "test: N numbers", n => [.. Enumerable.Range(0, n)], new PayloadScale("numbers", 1_000, 1_000_000, 4));

    [Theory]
    [InlineData(100_000, 1_000)]
    [InlineData(2_000, 20)]
    [InlineData(100, 1)]
    [InlineData(99, 99)]
    [InlineData(1, 1)]
    public void A_sized_payload_is_warmed_on_a_hundredth_of_its_size(int size, int warmed) =>
        Assert.Equal(warmed, JitWarmup.InstanceSize(size));

    [Theory]
    [InlineData(2_000, 20)]
    [InlineData(50, 50)]
    public void The_warm_up_round_trip_serializes_the_smaller_instance_and_the_timed_calls_the_measured_one(int size, int warmed)
    {
        var adapter = new LengthRecordingAdapter();
        var prepared = Numbers.Accept(new CellPreparer(adapter, size));
        Assert.Equal(CellStatus.Ok, prepared.Status);

        adapter.Lengths.Clear();
        prepared.CreateOperation!(CellOperation.WarmUpRoundTrip).Invoke();
        Assert.Equal([warmed], adapter.Lengths);

        adapter.Lengths.Clear();
        prepared.CreateOperation!(Operations.Serialize).Invoke();
        prepared.CreateOperation!(Operations.RoundTrip).Invoke();
        Assert.Equal([size, size], adapter.Lengths);
    }

    [Fact]
    public void A_fixed_payload_is_warmed_on_its_own_instance()
    {
        var adapter = new LengthRecordingAdapter();
        var fixedNumbers = new Payload<int[]>("fixed-numbers", "test: three numbers", _ => [1, 2, 3]);
        var prepared = fixedNumbers.Accept(new CellPreparer(adapter, 1_000));

        adapter.Lengths.Clear();
        prepared.CreateOperation!(CellOperation.WarmUpRoundTrip).Invoke();

        Assert.Equal([3], adapter.Lengths);
    }

    /// <summary>Records the length of every int[] it serializes.</summary>
    private sealed class LengthRecordingAdapter : ReflectionJsonTestAdapter
    {
        public List<int> Lengths { get; } = [];

        public override ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new Recording<T>(base.CreateCodec<T>(payload), Lengths);

        private sealed class Recording<T>(ICodec<T> inner, List<int> lengths) : ICodec<T>
        {
            public void Serialize(T value, IBufferWriter<byte> output)
            {
                lengths.Add(value is int[] numbers ? numbers.Length : -1);
                inner.Serialize(value, output);
            }

            public T Deserialize(ReadOnlyMemory<byte> data) => inner.Deserialize(data);
        }
    }
}
