using System.Buffers;
using SerBench.Adapters;
using SerBench.Engine;

namespace SerBench.Scale;

/// <summary>Serializes each of the prepared different objects into the reused buffer.</summary>
internal sealed class SerializeManyOperation<T>(ICodec<T> codec, T[] values, ArrayBufferWriter<byte> buffer) : CellOperation
{
    private readonly ICodec<T> _codec = codec;
    private readonly T[] _values = values;
    private readonly ArrayBufferWriter<byte> _buffer = buffer;

    public override void Invoke()
    {
        foreach (var value in _values)
        {
            _buffer.ResetWrittenCount();
            _codec.Serialize(value, _buffer);
        }
    }
}

/// <summary>Deserializes each of the prepared different payloads; the last result goes to a field.</summary>
internal sealed class DeserializeManyOperation<T>(ICodec<T> codec, ReadOnlyMemory<byte>[] payloads) : CellOperation
{
    private readonly ICodec<T> _codec = codec;
    private readonly ReadOnlyMemory<byte>[] _payloads = payloads;

    public T? Last { get; private set; }

    public override void Invoke()
    {
        foreach (var data in _payloads)
        {
            Last = _codec.Deserialize(data);
        }
    }
}

/// <summary>Builds the object (the payload's factory, as user code would), then serializes it.</summary>
internal sealed class CreateSerializeOperation<T>(Func<T> create, ICodec<T> codec, ArrayBufferWriter<byte> buffer) : CellOperation
{
    private readonly Func<T> _create = create;
    private readonly ICodec<T> _codec = codec;
    private readonly ArrayBufferWriter<byte> _buffer = buffer;

    public override void Invoke()
    {
        _buffer.ResetWrittenCount();
        _codec.Serialize(_create(), _buffer);
    }
}

/// <summary>Builds the object, serializes it, and deserializes what was written.</summary>
internal sealed class CreateSerializeDeserializeOperation<T>(Func<T> create, ICodec<T> codec, ArrayBufferWriter<byte> buffer) : CellOperation
{
    private readonly Func<T> _create = create;
    private readonly ICodec<T> _codec = codec;
    private readonly ArrayBufferWriter<byte> _buffer = buffer;

    public T? Last { get; private set; }

    public override void Invoke()
    {
        _buffer.ResetWrittenCount();
        _codec.Serialize(_create(), _buffer);
        Last = _codec.Deserialize(_buffer.WrittenMemory);
    }
}
