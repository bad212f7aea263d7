using System.Buffers.Binary;
using System.Text;

namespace MyLab.Codec;

/// <summary>Reads what <see cref="BinaryOut"/> wrote, refusing truncated or oversized data.</summary>
internal ref struct BinaryIn(ReadOnlySpan<byte> data)
{
    private readonly ReadOnlySpan<byte> _data = data;
    private int _position;

    public readonly bool AtEnd => _position == _data.Length;

    public ulong VarUInt()
    {
        ulong value = 0;
        for (var shift = 0; shift < 64; shift += 7)
        {
            var b = Take(1)[0];
            value |= (ulong)(b & 0x7F) << shift;
            if (b < 0x80)
            {
                return value;
            }
        }

        throw new InvalidDataException("A varint is longer than 10 bytes.");
    }

    public long VarInt()
    {
        var raw = VarUInt();
        return (long)(raw >> 1) ^ -(long)(raw & 1);
    }

    public byte Byte() => Take(1)[0];

    public int Count()
    {
        var count = VarUInt();
        return count <= (ulong)(_data.Length - _position)
            ? (int)count
            : throw new InvalidDataException($"A count of {count} is larger than the {_data.Length - _position} bytes left.");
    }

    public string String() => Encoding.UTF8.GetString(Take(Count()));

    public decimal Decimal()
    {
        var span = Take(16);
        Span<int> bits = stackalloc int[4];
        for (var i = 0; i < 4; i++)
        {
            bits[i] = BinaryPrimitives.ReadInt32LittleEndian(span[(i * 4)..]);
        }

        return new decimal(bits);
    }

    public DateTimeOffset DateTimeOffset()
    {
        var utcTicks = BinaryPrimitives.ReadInt64LittleEndian(Take(8));
        var offset = TimeSpan.FromMinutes(VarInt());
        return new DateTimeOffset(utcTicks + offset.Ticks, offset);
    }

    private ReadOnlySpan<byte> Take(int count)
    {
        if (count > _data.Length - _position)
        {
            throw new InvalidDataException($"The data ends after {_data.Length} bytes; {count} more were expected at {_position}.");
        }

        var span = _data.Slice(_position, count);
        _position += count;
        return span;
    }
}
