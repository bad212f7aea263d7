using System.Buffers.Binary;
using System.Text;

namespace SerBench.Serializers.CustomEnvelope;

/// <summary>Reads the envelope format's primitives, checking every length against the bytes left.</summary>
internal ref struct EnvelopeReader(ReadOnlySpan<byte> data)
{
    private readonly ReadOnlySpan<byte> _data = data;
    private int _position;

    public byte ReadByte() => Take(1)[0];

    public Guid ReadGuid() => new(Take(16));

    public DateTime ReadTicks()
    {
        var ticks = BinaryPrimitives.ReadInt64LittleEndian(Take(8));
        if (ticks is <= 0 or > 3_155_378_975_999_999_999)
        {
            throw new FormatException($"The envelope's timestamp holds {ticks} ticks; accepted are 1 to DateTime.MaxValue.Ticks.");
        }

        // The format keeps ticks only; the DateTimeKind is not on the wire.
        return new DateTime(ticks);
    }

    public string ReadString()
    {
        var length = ReadVarUInt32();
        if (length > (uint)(_data.Length - _position))
        {
            throw new FormatException($"A string of {length} bytes at byte {_position} runs past the end ({_data.Length - _position} bytes left).");
        }

        return Encoding.UTF8.GetString(Take((int)length));
    }

    /// <summary>A dictionary count: zigzag varint, never negative, at most one entry per two bytes left.</summary>
    public int ReadCount()
    {
        var count = EnvelopeWire.UnZigZag(ReadVarUInt32());
        if (count < 0 || count > (_data.Length - _position) / 2)
        {
            throw new FormatException($"The dictionary count {count} is impossible with {_data.Length - _position} bytes left.");
        }

        return count;
    }

    public readonly void ExpectEnd()
    {
        if (_position != _data.Length)
        {
            throw new FormatException($"The envelope ended at byte {_position} but {_data.Length - _position} bytes follow.");
        }
    }

    private uint ReadVarUInt32()
    {
        uint value = 0;
        for (var shift = 0; shift < 35; shift += 7)
        {
            var b = ReadByte();
            if (shift == 28 && b > 0x0F)
            {
                throw new FormatException($"A varint at byte {_position - 1} does not fit 32 bits.");
            }

            value |= (uint)(b & 0x7F) << shift;
            if (b < 0x80)
            {
                return value;
            }
        }

        throw new FormatException("A varint runs longer than 5 bytes.");
    }

    private ReadOnlySpan<byte> Take(int count)
    {
        if (count > _data.Length - _position)
        {
            throw new FormatException($"The envelope ends at byte {_data.Length}; {count} more bytes were needed at byte {_position}.");
        }

        var span = _data.Slice(_position, count);
        _position += count;
        return span;
    }
}
