using System.Buffers;
using System.Text;
using SerBench.Adapters;
using ServiceStack.Text;

namespace SerBench.Serializers.ServiceStack;

/// <summary>ServiceStack JSV (its JSON-like, quote-light format) through TypeSerializer's string API; UTF-8 at the edges.</summary>
internal sealed class ServiceStackJsvCodec<T> : ICodec<T>
{
    public void Serialize(T value, IBufferWriter<byte> output) =>
        Encoding.UTF8.GetBytes(TypeSerializer.SerializeToString(value), output);

    public T Deserialize(ReadOnlyMemory<byte> data) =>
        TypeSerializer.DeserializeFromString<T>(Encoding.UTF8.GetString(data.Span));
}
