using System.Buffers;

namespace SerBench.Labs.Echo;

/// <summary>The transport ceiling: the envelope bytes go back as they came, no serializer involved.</summary>
internal sealed class RawResponder : IEchoResponder
{
    public void Respond(ReadOnlySequence<byte> envelope, ReadOnlySequence<byte> payload, IBufferWriter<byte> output)
    {
        var envelopeBytes = (int)envelope.Length;
        var total = EchoFrame.HeaderBytes + envelopeBytes + (int)payload.Length;
        var span = output.GetSpan(total);
        EchoFrame.WriteHeader(span, envelopeBytes, (int)payload.Length);
        envelope.CopyTo(span[EchoFrame.HeaderBytes..]);
        payload.CopyTo(span[(EchoFrame.HeaderBytes + envelopeBytes)..]);
        output.Advance(total);
    }
}
