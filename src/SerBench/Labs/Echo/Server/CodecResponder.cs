using System.Buffers;

namespace SerBench.Labs.Echo;

/// <summary>
/// The serializer under test on the server: deserializes every envelope and serializes the object it got
/// back into the reply; the payload bytes are copied outside the serializer. Buffers are per connection and
/// reused, so the framing adds no allocation of its own.
/// </summary>
internal sealed class CodecResponder<T>(ICodec<T> codec, string serializerId, int maxFrameBytes) : IEchoResponder
{
    private readonly ArrayBufferWriter<byte> _reply = new(1024);
    private byte[] _flat = new byte[1024];

    public void Respond(ReadOnlySequence<byte> envelope, ReadOnlySequence<byte> payload, IBufferWriter<byte> output)
    {
        _reply.ResetWrittenCount();
        try
        {
            var value = codec.Deserialize(Contiguous(envelope))
                ?? throw new InvalidDataException("the bytes deserialize to null, not an envelope");
            codec.Serialize(value, _reply);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            throw new EchoProtocolException($"the envelope was rejected by {serializerId}: {ex.GetType().Name}: {ex.Message}");
        }

        if (EchoFrame.OffsetBytes + _reply.WrittenCount + payload.Length > maxFrameBytes)
        {
            throw new EchoProtocolException($"the reply of {serializerId} would be {_reply.WrittenCount:N0} envelope bytes, beyond the maximum frame size of {maxFrameBytes:N0} bytes");
        }

        EchoFrame.Write(output, _reply.WrittenSpan, payload);
    }

    private ReadOnlyMemory<byte> Contiguous(ReadOnlySequence<byte> envelope)
    {
        if (envelope.IsSingleSegment)
        {
            return envelope.First;
        }

        // A frame split across pipe segments: flatten into a buffer kept for the connection's life.
        var length = (int)envelope.Length;
        if (_flat.Length < length)
        {
            _flat = new byte[Math.Max(length, _flat.Length * 2)];
        }

        envelope.CopyTo(_flat);
        return _flat.AsMemory(0, length);
    }
}
