using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Google.FlatBuffers;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>
/// One codec's FlatBuffers calls: a builder reused from one write to the next (<c>Clear</c> keeps its grown buffer,
/// as FlatBuffers' documentation advises for repeated writes), and a read.
/// </summary>
/// <remarks>
/// Write stays out of the lab's compiled call (NoInlining), so it is compiled as a user's method is, tiered with its
/// profile; inlined into the call, it was compiled once without one, and read well over the adapter-overhead target.
/// Read, one call once its verification went, is left to the compiled call: kept apart or inlined, it read about the
/// same in time. (Calling each table's generated code through an empty struct per table, a type argument with static
/// abstract members, instead of the table's delegates, read slower: not kept.) Measured: docs/measuring.md,
/// 'Measurements behind the code'.
/// </remarks>
internal sealed class FlatChannel
{
    private readonly FlatBufferBuilder _builder = new(1024);

    /// <summary>Builds <paramref name="twin"/> and copies the finished buffer into <paramref name="output"/>.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public void Write<TTwin>(Func<FlatBufferBuilder, TTwin, int> pack, TTwin twin, IBufferWriter<byte> output)
    {
        _builder.Clear();
        _builder.Finish(pack(_builder, twin));

        // FlatBuffers builds back to front in its own buffer; the finished bytes are its tail.
        var buffer = _builder.DataBuffer;
        output.Write(buffer.ToArraySegment(buffer.Position, buffer.Length - buffer.Position));
    }

    /// <summary>
    /// Reads the root table of <paramref name="data"/> and unpacks it into a new twin. Not verified first: the served
    /// runtime's verifier (Google.FlatBuffers 25.2.10) cannot check a table whose vtable lies more than 32,767 bytes into
    /// the buffer. It converts that position to a 16-bit number, and on the overflow writes the exception to the console,
    /// treats the field as absent and goes on: on the customers or grain-state payloads it checked almost nothing, and
    /// it slowed their reads many times over, writing thousands of lines (measured: docs/measuring.md, "FlatBuffers'
    /// verifier"; google/flatbuffers#8937; the fixes proposed, #8975 and #9242, were not merged by 2026-11-29).
    /// Reads stay memory-safe without it: every offset and length is bounds-checked by .NET, so bytes that point outside
    /// the buffer throw.
    /// </summary>
    public static TTwin Read<TTwin>(Func<ByteBuffer, TTwin> unpack, ReadOnlyMemory<byte> data) => unpack(new ByteBuffer(WholeArray(data)));

    /// <summary>
    /// The bytes as a whole array: the served runtime is built without its Span support, so a ByteBuffer wraps a byte[],
    /// and a read must stop at the end of the input, not of a larger array behind it; such a slice is copied first.
    /// </summary>
    private static byte[] WholeArray(ReadOnlyMemory<byte> data) =>
        MemoryMarshal.TryGetArray(data, out var segment) && segment.Offset == 0 && segment.Count == segment.Array!.Length
            ? segment.Array
            : data.ToArray();
}
