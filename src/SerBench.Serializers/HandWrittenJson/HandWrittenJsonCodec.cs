using System.Buffers;
using System.Text.Json;
using SerBench.Adapters;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>
/// The frame of every hand-written JSON codec: one Utf8JsonWriter per codec pointed at each call's buffer,
/// and a reader that insists on exactly one JSON value, as JsonSerializer does.
/// </summary>
internal abstract class HandWrittenJsonCodec<T> : ICodec<T>
{
    // The writer options JsonSerializer uses with default options, so the bytes match the stj row.
    private readonly Utf8JsonWriter _writer = new(Stream.Null, new JsonWriterOptions { SkipValidation = true });

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        _writer.Reset(output);
        Write(_writer, value);
        _writer.Flush();
    }

    public T Deserialize(ReadOnlyMemory<byte> data)
    {
        var reader = new Utf8JsonReader(data.Span);
        reader.Read();
        var value = Read(ref reader);
        if (reader.Read())
        {
            throw new JsonException($"Expected the end of the data after the {typeof(T).Name}, found {reader.TokenType}.");
        }

        return value ?? throw new JsonException($"The JSON held null where a {typeof(T).Name} was expected.");
    }

    /// <summary>Writes the whole value.</summary>
    protected abstract void Write(Utf8JsonWriter writer, T value);

    /// <summary>Reads the value whose first token is current and leaves its last token current.</summary>
    protected abstract T? Read(ref Utf8JsonReader reader);
}
