using System.Buffers;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using SerBench.Adapters;

namespace SerBench.Serializers.SystemTextJson;

/// <summary>
/// System.Text.Json through a resolved <see cref="JsonTypeInfo{T}"/>: one Utf8JsonWriter per codec, pointed at
/// each call's buffer, so the timed call allocates no writer. Shared by the reflection and source-gen rows,
/// which differ only in where the type info comes from.
/// </summary>
internal sealed class StjCodec<T> : ICodec<T>
{
    private readonly JsonTypeInfo<T> _typeInfo;
    private readonly Utf8JsonWriter _writer;

    public StjCodec(JsonTypeInfo<T> typeInfo)
    {
        _typeInfo = typeInfo;

        // The writer options JsonSerializer gives its own pooled writers: the options' encoder, indentation and
        // depth, and no per-token validation (the serializer writes valid JSON). The hand-written row uses the same.
        _writer = new Utf8JsonWriter(Stream.Null, new JsonWriterOptions
        {
            Encoder = typeInfo.Options.Encoder,
            Indented = typeInfo.Options.WriteIndented,
            MaxDepth = typeInfo.Options.MaxDepth,
            SkipValidation = true,
        });
    }

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        _writer.Reset(output);
        JsonSerializer.Serialize(_writer, value, _typeInfo);
        _writer.Flush();
    }

    public T Deserialize(ReadOnlyMemory<byte> data) =>
        JsonSerializer.Deserialize(data.Span, _typeInfo)
        ?? throw new JsonException($"The JSON held null where a {typeof(T).Name} was expected.");
}
