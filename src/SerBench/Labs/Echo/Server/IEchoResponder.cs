using System.Buffers;

namespace SerBench.Labs.Echo;

/// <summary>Turns one request frame into its reply, on one connection (so one thread at a time).</summary>
internal interface IEchoResponder
{
    void Respond(ReadOnlySequence<byte> envelope, ReadOnlySequence<byte> payload, IBufferWriter<byte> output);
}
