using System.Buffers;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using SerBench.Adapters;

namespace SerBench.Serializers.SystemTextJson;

/// <summary>System.Text.Json's byte[] API: SerializeToUtf8Bytes returns a new array, copied into the lab's buffer.</summary>
internal sealed class StjBytesCodec<T>(JsonTypeInfo<T> typeInfo) : ICodec<T>
{
    public void Serialize(T value, IBufferWriter<byte> output) =>
        output.Write(JsonSerializer.SerializeToUtf8Bytes(value, typeInfo));

    public T Deserialize(ReadOnlyMemory<byte> data) =>
        JsonSerializer.Deserialize(data.Span, typeInfo)
        ?? throw new JsonException($"The JSON held null where a {typeof(T).Name} was expected.");
}
