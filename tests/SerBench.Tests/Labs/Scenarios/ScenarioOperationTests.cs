using System.Buffers;
using SerBench.Labs.Scenarios;

namespace SerBench.Tests.Labs.Scenarios;

public sealed class ScenarioOperationTests
{
    [Fact]
    public void Multiple_times_handles_the_same_object_ten_times_as_the_seed_does_and_the_variant_ten_different_ones()
    {
        var codec = new CountingCodec();
        var prepared = BuiltInPayloads.Simple.Accept(new ScenarioPreparer(new CountingAdapter(codec), 1));
        codec.Seen.Clear();

        prepared.CreateOperation!(ScenarioIds.SerializeTen).Invoke();
        Assert.Equal(ScenarioIds.Many, codec.Seen.Count);
        Assert.Single(codec.Seen.Distinct(ReferenceEqualityComparer.Instance));

        codec.Seen.Clear();
        prepared.CreateOperation!(ScenarioIds.SerializeTenDifferent).Invoke();
        Assert.Equal(ScenarioIds.Many, codec.Seen.Distinct(ReferenceEqualityComparer.Instance).Count());
    }

    private sealed class CountingAdapter(CountingCodec codec) : ISerializerAdapter
    {
        public SerializerInfo Info { get; } = Engine.TestAdapters.Info("test-counting");

        public Support Supports(PayloadDescriptor payload) => Support.Yes;

        public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => (ICodec<T>)(object)new CountingCodec<T>(codec);
    }

    private sealed class CountingCodec
    {
        public List<object> Seen { get; } = [];
    }

    private sealed class CountingCodec<T>(CountingCodec counter) : ICodec<T>
    {
        private readonly Engine.ReflectionJsonTestAdapter.Codec<T> _json =
            (Engine.ReflectionJsonTestAdapter.Codec<T>)new Engine.ReflectionJsonTestAdapter().CreateCodec<T>(BuiltInPayloads.Simple);

        public void Serialize(T value, IBufferWriter<byte> output)
        {
            counter.Seen.Add(value!);
            _json.Serialize(value, output);
        }

        public T Deserialize(ReadOnlyMemory<byte> data) => _json.Deserialize(data);
    }
}
