using System.Buffers;
using System.Buffers.Binary;
using System.Text;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.CustomEnvelope;

/// <summary>
/// Seed 002's hand-written envelope format (PAYLOADS.md): one presence byte, then the present fields in bit order.
/// Guids are 16 raw bytes (Guid.ToByteArray order), the timestamp 8 little-endian bytes of ticks, strings a varint
/// UTF-8 byte count and the bytes, the dictionary a zigzag-varint count and its key/value strings.
/// </summary>
internal static class EnvelopeWire
{
    public const byte IsInternalBit = 1 << 0;
    public const byte ToBit = 1 << 1;
    public const byte FromBit = 1 << 2;
    public const byte MessageIdBit = 1 << 3;
    public const byte TimeStampBit = 1 << 4;
    public const byte HeaderBit = 1 << 5;
    public const byte KeyValuePairsBit = 1 << 6;
    private const byte KnownBits = 0x7F;

    public static void Write(MessageEnvelope envelope, IBufferWriter<byte> output)
    {
        var presence = Presence(envelope);
        WriteByte(output, presence);
        if ((presence & ToBit) != 0) WriteGuid(output, envelope.To);
        if ((presence & FromBit) != 0) WriteGuid(output, envelope.From);
        if ((presence & MessageIdBit) != 0) WriteGuid(output, envelope.MessageId);
        if ((presence & TimeStampBit) != 0)
        {
            BinaryPrimitives.WriteInt64LittleEndian(output.GetSpan(8), envelope.TimeStamp.Ticks);
            output.Advance(8);
        }

        if ((presence & HeaderBit) != 0) WriteString(output, envelope.Header!);
        if ((presence & KeyValuePairsBit) != 0)
        {
            var pairs = envelope.KeyValuePairs!;
            WriteVarUInt32(output, ZigZag(pairs.Count));
            foreach (var (key, value) in pairs)
            {
                WriteString(output, key);
                WriteString(output, value ?? throw new ArgumentException(
                    $"KeyValuePairs['{key}'] is null; the envelope format has no null marker for dictionary values.", nameof(envelope)));
            }
        }
    }

    public static MessageEnvelope Read(ReadOnlySpan<byte> data)
    {
        var reader = new EnvelopeReader(data);
        var presence = reader.ReadByte();
        if ((presence & ~KnownBits) != 0)
        {
            throw new FormatException($"The envelope's presence byte 0x{presence:X2} sets bit 7; only bits 0-6 are defined.");
        }

        var envelope = new MessageEnvelope { IsInternal = (presence & IsInternalBit) != 0 };
        if ((presence & ToBit) != 0) envelope.To = reader.ReadGuid();
        if ((presence & FromBit) != 0) envelope.From = reader.ReadGuid();
        if ((presence & MessageIdBit) != 0) envelope.MessageId = reader.ReadGuid();
        if ((presence & TimeStampBit) != 0) envelope.TimeStamp = reader.ReadTicks();
        if ((presence & HeaderBit) != 0) envelope.Header = reader.ReadString();
        if ((presence & KeyValuePairsBit) != 0)
        {
            var count = reader.ReadCount();
            var pairs = new Dictionary<string, string>(count);
            for (var i = 0; i < count; i++)
            {
                var key = reader.ReadString();
                pairs[key] = reader.ReadString();
            }

            envelope.KeyValuePairs = pairs;
        }

        reader.ExpectEnd();
        return envelope;
    }

    /// <summary>A field is present when it is not default: Guid.Empty, ticks ≤ 0 and null are left out.</summary>
    private static byte Presence(MessageEnvelope envelope)
    {
        var presence = 0;
        if (envelope.IsInternal) presence |= IsInternalBit;
        if (envelope.To != Guid.Empty) presence |= ToBit;
        if (envelope.From != Guid.Empty) presence |= FromBit;
        if (envelope.MessageId != Guid.Empty) presence |= MessageIdBit;
        if (envelope.TimeStamp.Ticks > 0) presence |= TimeStampBit;
        if (envelope.Header is not null) presence |= HeaderBit;
        if (envelope.KeyValuePairs is not null) presence |= KeyValuePairsBit;
        return (byte)presence;
    }

    internal static uint ZigZag(int value) => (uint)((value << 1) ^ (value >> 31));

    internal static int UnZigZag(uint value) => (int)(value >> 1) ^ -(int)(value & 1);

    private static void WriteByte(IBufferWriter<byte> output, byte value)
    {
        output.GetSpan(1)[0] = value;
        output.Advance(1);
    }

    private static void WriteGuid(IBufferWriter<byte> output, Guid value)
    {
        value.TryWriteBytes(output.GetSpan(16));
        output.Advance(16);
    }

    private static void WriteString(IBufferWriter<byte> output, string value)
    {
        var length = Encoding.UTF8.GetByteCount(value);
        WriteVarUInt32(output, (uint)length);
        var written = Encoding.UTF8.GetBytes(value, output.GetSpan(length));
        output.Advance(written);
    }

    private static void WriteVarUInt32(IBufferWriter<byte> output, uint value)
    {
        var span = output.GetSpan(5);
        var i = 0;
        while (value >= 0x80)
        {
            span[i++] = (byte)(value | 0x80);
            value >>= 7;
        }

        span[i++] = (byte)value;
        output.Advance(i);
    }
}
