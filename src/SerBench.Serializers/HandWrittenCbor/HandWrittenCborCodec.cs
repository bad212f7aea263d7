using System.Buffers;
using System.Formats.Cbor;
using SerBench.Adapters;

namespace SerBench.Serializers.HandWrittenCbor;

/// <summary>
/// The frame of every hand-written CBOR codec: one CborWriter per codec (reset per call, then copied into the
/// lab's buffer, since CborWriter owns its buffer) and a strict reader that insists on exactly one data item.
/// </summary>
internal abstract class HandWrittenCborCodec<T> : ICodec<T>
{
    private readonly CborWriter _writer = new();

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        _writer.Reset();
        Write(_writer, value);
        var span = output.GetSpan(_writer.BytesWritten);
        var written = _writer.Encode(span);
        output.Advance(written);
    }

    public T Deserialize(ReadOnlyMemory<byte> data)
    {
        var reader = new CborReader(data);
        var value = Read(reader);
        if (reader.BytesRemaining != 0)
        {
            throw new CborContentException($"Expected the end of the data after the {typeof(T).Name}, found {reader.BytesRemaining} more bytes.");
        }

        return value ?? throw new CborContentException($"The CBOR held null where a {typeof(T).Name} was expected.");
    }

    /// <summary>The hand-written parts alone, without the lab's buffer: what the overhead tool calls directly.</summary>
    internal void WriteTo(CborWriter writer, T value) => Write(writer, value);

    /// <inheritdoc cref="WriteTo"/>
    internal T? ReadFrom(CborReader reader) => Read(reader);

    /// <summary>Writes the whole value as one data item.</summary>
    protected abstract void Write(CborWriter writer, T value);

    /// <summary>Reads one data item.</summary>
    protected abstract T? Read(CborReader reader);
}
