using System.Buffers;
using System.Buffers.Binary;

namespace SerBench.Labs.Echo;

/// <summary>
/// The echo wire format (PAYLOADS.md, seed 002): int32 LE length of what follows, uint16 LE payload offset,
/// the envelope bytes, the payload bytes. The offset counts from the first envelope byte (the byte after the
/// offset field), so it equals the envelope's length; 0 means no payload (everything after the offset field
/// is envelope). Control and hello frames are text frames: offset 0, UTF-8 text.
/// </summary>
internal static class EchoFrame
{
    /// <summary>Bytes of the length prefix; not part of the message size as the seed counts it.</summary>
    public const int LengthBytes = 4;

    /// <summary>Bytes of the offset field; the seed counts them in the message size.</summary>
    public const int OffsetBytes = 2;

    public const int HeaderBytes = LengthBytes + OffsetBytes;

    /// <summary>The payload appended after the envelope: its first 8 bytes carry the sequence number (LE), the rest are zeros as in the seed.</summary>
    public const int PayloadBytes = 32;

    /// <summary>Default of --max-frame-bytes: far above any envelope here, small enough that a hostile length costs nothing.</summary>
    public const int DefaultMaxFrameBytes = 64 * 1024;

    /// <summary>
    /// Takes one complete frame off the front of <paramref name="buffer"/>. Returns false when more bytes are
    /// needed; throws <see cref="EchoProtocolException"/> for a length no frame may have.
    /// </summary>
    public static bool TryRead(ref ReadOnlySequence<byte> buffer, int maxFrameBytes, out ReadOnlySequence<byte> body)
    {
        body = default;
        if (buffer.Length < LengthBytes)
        {
            return false;
        }

        Span<byte> prefix = stackalloc byte[LengthBytes];
        buffer.Slice(0, LengthBytes).CopyTo(prefix);
        var length = BinaryPrimitives.ReadInt32LittleEndian(prefix);
        CheckLength(length, maxFrameBytes);
        if (buffer.Length - LengthBytes < length)
        {
            return false;
        }

        body = buffer.Slice(LengthBytes, length);
        buffer = buffer.Slice(body.End);
        return true;
    }

    /// <summary>Splits a frame body into envelope and payload; throws when the offset points outside the frame.</summary>
    public static void Split(ReadOnlySequence<byte> body, out ReadOnlySequence<byte> envelope, out ReadOnlySequence<byte> payload)
    {
        Span<byte> field = stackalloc byte[OffsetBytes];
        body.Slice(0, OffsetBytes).CopyTo(field);
        int offset = BinaryPrimitives.ReadUInt16LittleEndian(field);
        var rest = body.Slice(OffsetBytes);
        if (offset == 0)
        {
            envelope = rest;
            payload = ReadOnlySequence<byte>.Empty;
            return;
        }

        if (offset > rest.Length)
        {
            throw new EchoProtocolException(
                $"the payload offset {offset} points past the frame's {rest.Length} envelope and payload bytes; it must be at most the bytes after the offset field (0 = no payload)");
        }

        envelope = rest.Slice(0, offset);
        payload = rest.Slice(offset);
    }

    /// <summary>Writes a complete frame; <paramref name="payload"/> may be empty (offset 0).</summary>
    public static void Write(IBufferWriter<byte> output, ReadOnlySpan<byte> envelope, ReadOnlySequence<byte> payload)
    {
        if (envelope.Length > ushort.MaxValue)
        {
            throw new EchoProtocolException($"an envelope of {envelope.Length} bytes does not fit the 16-bit payload offset (at most {ushort.MaxValue} bytes)");
        }

        var total = HeaderBytes + envelope.Length + (int)payload.Length;
        var span = output.GetSpan(total);
        WriteHeader(span, envelope.Length, (int)payload.Length);
        envelope.CopyTo(span[HeaderBytes..]);
        payload.CopyTo(span[(HeaderBytes + envelope.Length)..]);
        output.Advance(total);
    }

    /// <summary>Writes the 6-byte header for an envelope and a payload of the given sizes.</summary>
    public static void WriteHeader(Span<byte> destination, int envelopeBytes, int payloadBytes)
    {
        BinaryPrimitives.WriteInt32LittleEndian(destination, OffsetBytes + envelopeBytes + payloadBytes);
        BinaryPrimitives.WriteUInt16LittleEndian(destination[LengthBytes..], (ushort)(payloadBytes == 0 ? 0 : envelopeBytes));
    }

    /// <summary>Message size as the seed counts it: offset field + envelope + payload (the 4-byte length excluded).</summary>
    public static int SeedMessageBytes(int envelopeBytes) => OffsetBytes + envelopeBytes + PayloadBytes;

    private static void CheckLength(int length, int maxFrameBytes)
    {
        if (length < 0)
        {
            throw new EchoProtocolException($"the frame claims a negative length ({length}); a length counts the bytes after it, from {OffsetBytes} to {maxFrameBytes}");
        }

        if (length < OffsetBytes)
        {
            throw new EchoProtocolException($"the frame claims {length} bytes, too few for the {OffsetBytes}-byte offset field; a length is from {OffsetBytes} to {maxFrameBytes}");
        }

        if (length > maxFrameBytes)
        {
            throw new EchoProtocolException(
                $"the frame claims {length:N0} bytes, above the maximum frame size of {maxFrameBytes:N0} bytes; nothing of it was buffered");
        }
    }
}

/// <summary>A peer broke the echo protocol; the message says how (shown in the server's log and the client's errors).</summary>
internal sealed class EchoProtocolException(string message) : Exception(message);
