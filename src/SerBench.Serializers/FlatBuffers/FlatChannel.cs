using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Google.FlatBuffers;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>
/// One codec's FlatBuffers calls: a builder reused from one write to the next (<c>Clear</c> keeps its grown buffer,
/// as FlatBuffers' documentation advises for repeated writes), and a verified read.
/// </summary>
/// <remarks>
/// Write and Read stay out of the lab's compiled call (NoInlining), so they are compiled as a user's methods are, tiered
/// with their profile; inlined into it, they were compiled once without one. Read against the library called directly
/// (`SerBench.Overhead interleaved --rows flatbuffers --processes 8`, two readings each, 2026-11-29 00:16–00:18 UTC):
/// inlined, serialize ×1.101 and ×1.107, deserialize ×1.140 and ×1.098; kept apart, ×1.018 and ×1.024, ×1.070 and ×1.069.
/// (Calling each table's generated code through an empty struct per table, a type argument with static abstract members,
/// instead of these delegates, read ×1.06–1.08 and ×1.22–1.24: not kept.)
/// </remarks>
internal sealed class FlatChannel
{
    private readonly FlatBufferBuilder _builder = new(1024);

    /// <summary>Builds <paramref name="twin"/> and copies the finished buffer into <paramref name="output"/>.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public void Write<T, TTwin>(FlatTwinMap<T, TTwin> map, TTwin twin, IBufferWriter<byte> output)
        where TTwin : class
    {
        _builder.Clear();
        _builder.Finish(map.Pack(_builder, twin));

        // FlatBuffers builds back to front in its own buffer; the finished bytes are its tail.
        var buffer = _builder.DataBuffer;
        output.Write(buffer.ToArraySegment(buffer.Position, buffer.Length - buffer.Position));
    }

    /// <summary>
    /// Verifies <paramref name="data"/> with the table's generated verifier (every offset, string and vector checked against
    /// the buffer before anything is read), then unpacks it into a new twin.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static TTwin Read<T, TTwin>(FlatTwinMap<T, TTwin> map, ReadOnlyMemory<byte> data)
        where TTwin : class
    {
        var buffer = new ByteBuffer(WholeArray(data));
        if (!new Verifier(buffer).VerifyBuffer(null, false, map.Verify))
        {
            throw new InvalidDataException(
                $"The FlatBuffers verifier refused these {data.Length} bytes as a buffer of {typeof(TTwin).Name[..^1]}: an offset, length or required field is out of place.");
        }

        return map.Unpack(buffer);
    }

    /// <summary>
    /// The bytes as a whole array: the served runtime is built without its Span support, so a ByteBuffer wraps a byte[],
    /// and the verifier checks against that array's length; a slice of a larger array is copied first.
    /// </summary>
    private static byte[] WholeArray(ReadOnlyMemory<byte> data) =>
        MemoryMarshal.TryGetArray(data, out var segment) && segment.Offset == 0 && segment.Count == segment.Array!.Length
            ? segment.Array
            : data.ToArray();
}
