using System.Buffers;
using SerBench.Adapters;
using SerBench.Engine;

namespace SerBench.Scale;

/// <summary>Several prepared operations in turn per call (ten different objects).</summary>
internal sealed class SequenceOperation(CellOperation[] operations) : CellOperation
{
    public override void Invoke()
    {
        foreach (var operation in operations)
        {
            operation.Invoke();
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
