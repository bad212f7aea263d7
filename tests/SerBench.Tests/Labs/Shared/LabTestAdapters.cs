using System.Buffers;
using SerBench.Payloads.Models;

namespace SerBench.Tests.Labs.Shared;

/// <summary>A built-in row that runs out of memory serializing a grain state of exactly <c>consumers</c> consumers.</summary>
public sealed class OutOfMemoryAtSizeAdapter(ISerializerAdapter inner, int consumers) : ISerializerAdapter
{
    public const string Id = "oom-at-size";

    public SerializerInfo Info { get; } = inner.Info with { Id = Id, DisplayName = $"{inner.Info.DisplayName}, out of memory at {consumers} consumers" };

    public Support Supports(PayloadDescriptor payload) => inner.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new Codec<T>(inner.CreateCodec<T>(payload), consumers);

    private sealed class Codec<T>(ICodec<T> inner, int consumers) : ICodec<T>
    {
        public void Serialize(T value, IBufferWriter<byte> output)
        {
            if (value is GrainStateDocument { Doc.Consumers.Values.Count: var count } && count == consumers)
            {
                throw new OutOfMemoryException($"test: out of memory at {consumers} consumers");
            }

            inner.Serialize(value, output);
        }

        public T Deserialize(ReadOnlyMemory<byte> data) => inner.Deserialize(data);
    }
}
