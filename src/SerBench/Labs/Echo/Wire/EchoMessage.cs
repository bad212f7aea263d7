using SerBench.Equality;
using SerBench.Serializers.CustomEnvelope;

namespace SerBench.Labs.Echo;

/// <summary>
/// What a window's clients send: the payload's canonical envelope serialized once (outside any timing) and a
/// way to check replies. Raw sends the custom format's bytes of the same envelope and expects them back unchanged.
/// </summary>
internal sealed class EchoMessage
{
    private readonly Func<IReplyChecker> _newChecker;

    private EchoMessage(byte[] envelope, Func<IReplyChecker> newChecker)
    {
        Envelope = envelope;
        _newChecker = newChecker;
    }

    public byte[] Envelope { get; }

    /// <summary>Message size as the seed counts it: offset field + envelope + payload.</summary>
    public int SeedBytes => EchoFrame.SeedMessageBytes(Envelope.Length);

    public IReplyChecker NewChecker() => _newChecker();

    /// <summary>The message for <paramref name="adapter"/> (null = raw); throws <see cref="EchoSetupException"/> when its round trip is wrong.</summary>
    public static EchoMessage Create(ISerializerAdapter? adapter, PayloadDescriptor payload)
    {
        if (adapter is null)
        {
            var custom = new EnvelopeCustomAdapter();
            var bytes = custom.Supports(payload).IsSupported
                ? payload.Accept(new Builder(custom)).Envelope
                : throw new EchoSetupException($"raw mode sends the custom format's bytes of the envelope, and {payload.Id} is not an envelope payload");
            return new EchoMessage(bytes, () => new BytesReplyChecker(bytes));
        }

        return payload.Accept(new Builder(adapter));
    }

    private sealed class Builder(ISerializerAdapter adapter) : IPayloadVisitor<EchoMessage>
    {
        public EchoMessage Visit<T>(Payload<T> payload)
        {
            var codec = adapter.CreateCodec<T>(payload);
            var expected = payload.Create(payload.DefaultSize);
            var writer = new System.Buffers.ArrayBufferWriter<byte>();
            codec.Serialize(expected, writer);
            var bytes = writer.WrittenSpan.ToArray();
            var fidelity = adapter.Info.Fidelity;
            var difference = StructuralComparer.FirstDifference(expected, codec.Deserialize(bytes), fidelity);
            if (difference is not null)
            {
                throw new EchoSetupException($"{adapter.Info.Id} does not round-trip {payload.Id} before the window: {difference}");
            }

            return new EchoMessage(bytes, () => new CodecReplyChecker<T>(adapter.CreateCodec<T>(payload), expected, fidelity, bytes));
        }
    }
}

/// <summary>A window that cannot start (a row that does not round-trip, a server that refuses the hello).</summary>
internal sealed class EchoSetupException(string message) : Exception(message);
