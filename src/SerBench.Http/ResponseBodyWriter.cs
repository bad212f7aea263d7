using System.Buffers;

namespace SerBench.Http;

/// <summary>
/// Kestrel's response PipeWriter, minus one strictness: it throws on an <c>Advance(0)</c> that comes before any
/// GetSpan/GetMemory, which Google.Protobuf's <c>WriteTo(IBufferWriter)</c> does when it starts. An empty advance
/// commits nothing, so dropping it changes no byte. Every writer goes through this same thin layer.
/// </summary>
internal sealed class ResponseBodyWriter(IBufferWriter<byte> body) : IBufferWriter<byte>
{
    public void Advance(int count)
    {
        if (count != 0)
        {
            body.Advance(count);
        }
    }

    public Memory<byte> GetMemory(int sizeHint = 0) => body.GetMemory(sizeHint);

    public Span<byte> GetSpan(int sizeHint = 0) => body.GetSpan(sizeHint);
}
