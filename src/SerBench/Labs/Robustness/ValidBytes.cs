using System.Buffers;

namespace SerBench.Labs.Robustness;

/// <summary>The row's own serialized bytes of the canonical value: what every corpus case is made from.</summary>
internal sealed class ValidBytes(ISerializerAdapter adapter, int size) : IPayloadVisitor<byte[]>
{
    public byte[] Visit<T>(Payload<T> payload)
    {
        var codec = adapter.CreateCodec<T>(payload);
        var buffer = new ArrayBufferWriter<byte>();
        codec.Serialize(payload.Create(size), buffer);
        return buffer.WrittenSpan.ToArray();
    }
}
