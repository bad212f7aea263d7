using System.Buffers;
using SerBench.Adapters;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.CustomEnvelope;

/// <summary>The custom envelope format as a codec; it holds no state.</summary>
internal sealed class EnvelopeCustomCodec : ICodec<MessageEnvelope>
{
    public void Serialize(MessageEnvelope value, IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(value);
        EnvelopeWire.Write(value, output);
    }

    public MessageEnvelope Deserialize(ReadOnlyMemory<byte> data) => EnvelopeWire.Read(data.Span);
}
