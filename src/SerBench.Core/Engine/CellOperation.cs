using System.Buffers;
using System.Runtime.CompilerServices;
using SerBench.Adapters;

namespace SerBench.Engine;

/// <summary>
/// One prepared, timed operation. The benchmark calls <see cref="Invoke"/> and nothing else, so the timed
/// path is one virtual call into a sealed, typed operation: no boxing, no lab allocation per call.
/// Every override is compiled fully optimized at once (no tiering, no profile): the generic code is shared
/// by every reference-type payload, so with tiering its speed would depend on how far the process had got
/// and its profile would favour whichever codec it met first. This way the harness costs the same in every
/// cell, in every position of the run.
/// </summary>
internal abstract partial class CellOperation
{
    public abstract void Invoke();

    /// <summary>
    /// Builds the operation named by <paramref name="operation"/> (see <see cref="RunFiles.Operations"/>); with a
    /// <paramref name="file"/>, serialize writes to it instead of the buffer (round trips stay in memory).
    /// </summary>
    public static CellOperation Create<T>(string operation, ICodec<T> codec, T value, byte[] serialized, ArrayBufferWriter<byte> buffer, FileSink? file = null) =>
        codec is ITwinTypeCodec<T> twin
            ? CreateTwin(operation, twin.PrepareTwin(value), serialized, buffer, file)
            : operation switch
        {
            RunFiles.Operations.Serialize when file is not null => new FileSerializeOperation<T>(codec, value, file),
            RunFiles.Operations.Serialize => new SerializeOperation<T>(codec, value, buffer),
            RunFiles.Operations.Deserialize => new DeserializeOperation<T>(codec, serialized),
            RunFiles.Operations.RoundTrip => new RoundTripOperation<T>(codec, value, buffer),
            _ => throw new ArgumentException(
                $"Unknown operation '{operation}'; valid operations are {string.Join(", ", RunFiles.Operations.All)}.", nameof(operation)),
        };
}

/// <summary>A twin-type row's operations: the library's own work on its prepared types only (see <see cref="ITwinTypeCodec{T}"/>).</summary>
internal abstract partial class CellOperation
{
    private static CellOperation CreateTwin(string operation, ITwinOperations twin, byte[] serialized, ArrayBufferWriter<byte> buffer, FileSink? file) =>
        operation switch
        {
            RunFiles.Operations.Serialize when file is not null => new TwinFileSerializeOperation(twin, file),
            RunFiles.Operations.Serialize => new TwinSerializeOperation(twin, buffer),
            RunFiles.Operations.Deserialize => new TwinDeserializeOperation(twin, serialized),
            RunFiles.Operations.RoundTrip => new TwinRoundTripOperation(twin, buffer),
            _ => throw new ArgumentException(
                $"Unknown operation '{operation}'; valid operations are {string.Join(", ", RunFiles.Operations.All)}.", nameof(operation)),
        };
}

internal sealed class TwinSerializeOperation(ITwinOperations twin, ArrayBufferWriter<byte> buffer) : CellOperation
{
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public override void Invoke()
    {
        buffer.ResetWrittenCount();
        twin.Serialize(buffer);
    }
}

internal sealed class TwinDeserializeOperation(ITwinOperations twin, byte[] serialized) : CellOperation
{
    private readonly ReadOnlyMemory<byte> _data = serialized;

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public override void Invoke() => twin.Deserialize(_data);
}

internal sealed class TwinRoundTripOperation(ITwinOperations twin, ArrayBufferWriter<byte> buffer) : CellOperation
{
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public override void Invoke()
    {
        buffer.ResetWrittenCount();
        twin.Serialize(buffer);
        twin.Deserialize(buffer.WrittenMemory);
    }
}

/// <summary>Serializes into the reused buffer, which is rewound (not cleared) before each call.</summary>
internal sealed class SerializeOperation<T>(ICodec<T> codec, T value, ArrayBufferWriter<byte> buffer) : CellOperation
{
    private readonly ICodec<T> _codec = codec;
    private readonly T _value = value;
    private readonly ArrayBufferWriter<byte> _buffer = buffer;

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public override void Invoke()
    {
        _buffer.ResetWrittenCount();
        _codec.Serialize(_value, _buffer);
    }
}

/// <summary>Deserializes the prepared bytes; the result goes to a field so the call cannot be dropped.</summary>
internal sealed class DeserializeOperation<T>(ICodec<T> codec, byte[] serialized) : CellOperation
{
    private readonly ICodec<T> _codec = codec;
    private readonly ReadOnlyMemory<byte> _data = serialized;

    public T? Last { get; private set; }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public override void Invoke() => Last = _codec.Deserialize(_data);
}

/// <summary>Serializes into the reused buffer, then deserializes what was written.</summary>
internal sealed class RoundTripOperation<T>(ICodec<T> codec, T value, ArrayBufferWriter<byte> buffer) : CellOperation
{
    private readonly ICodec<T> _codec = codec;
    private readonly T _value = value;
    private readonly ArrayBufferWriter<byte> _buffer = buffer;

    public T? Last { get; private set; }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public override void Invoke()
    {
        _buffer.ResetWrittenCount();
        _codec.Serialize(_value, _buffer);
        Last = _codec.Deserialize(_buffer.WrittenMemory);
    }
}

/// <summary>Serializes into a file (--sink file): rewound before, flushed to the OS after each call.</summary>
internal sealed class FileSerializeOperation<T>(ICodec<T> codec, T value, FileSink file) : CellOperation
{
    private readonly ICodec<T> _codec = codec;
    private readonly T _value = value;
    private readonly FileSink _file = file;

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public override void Invoke()
    {
        _file.Rewind();
        _codec.Serialize(_value, _file);
        _file.Flush();
    }
}

internal sealed class TwinFileSerializeOperation(ITwinOperations twin, FileSink file) : CellOperation
{
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public override void Invoke()
    {
        file.Rewind();
        twin.Serialize(file);
        file.Flush();
    }
}
