using System.Buffers;
using System.Text;
using SerBench.Adapters;
using SsJson = ServiceStack.Text.JsonSerializer;

namespace SerBench.Serializers.ServiceStack;

/// <summary>ServiceStack JSON through its string API; UTF-8 at the edges, inside the timed call.</summary>
internal sealed class ServiceStackJsonCodec<T> : ICodec<T>
{
    public void Serialize(T value, IBufferWriter<byte> output) =>
        Encoding.UTF8.GetBytes(SsJson.SerializeToString(value), output);

    public T Deserialize(ReadOnlyMemory<byte> data) =>
        SsJson.DeserializeFromString<T>(Encoding.UTF8.GetString(data.Span));
}
