using System.Buffers;
using System.Buffers.Binary;
using System.Text;

namespace MyLab.Codec;

/// <summary>Writes the codec's primitives straight into the lab's buffer: LEB128 varints, length-prefixed UTF-8, fixed-size numbers.</summary>
internal readonly ref struct BinaryOut(IBufferWriter<byte> output)
{
    private readonly IBufferWriter<byte> _output = output;

    public void VarUInt(ulong value)
    {
        var span = _output.GetSpan(10);
        var i = 0;
        while (value >= 0x80)
        {
            span[i++] = (byte)(value | 0x80);
            value >>= 7;
        }

        span[i++] = (byte)value;
        _output.Advance(i);
    }

    public void VarInt(long value) => VarUInt((ulong)((value << 1) ^ (value >> 63)));

    public void Byte(byte value)
    {
        _output.GetSpan(1)[0] = value;
        _output.Advance(1);
    }

    public void String(string value)
    {
        var length = Encoding.UTF8.GetByteCount(value);
        VarUInt((ulong)length);
        var written = Encoding.UTF8.GetBytes(value, _output.GetSpan(length));
        _output.Advance(written);
    }

    public void Decimal(decimal value)
    {
        var span = _output.GetSpan(16);
        Span<int> bits = stackalloc int[4];
        decimal.GetBits(value, bits);
        for (var i = 0; i < 4; i++)
        {
            BinaryPrimitives.WriteInt32LittleEndian(span[(i * 4)..], bits[i]);
        }

        _output.Advance(16);
    }

    /// <summary>UTC ticks (8 bytes) and the offset in minutes (a zigzag varint), so the offset survives.</summary>
    public void DateTimeOffset(DateTimeOffset value)
    {
        BinaryPrimitives.WriteInt64LittleEndian(_output.GetSpan(8), value.UtcTicks);
        _output.Advance(8);
        VarInt((long)value.Offset.TotalMinutes);
    }
}
