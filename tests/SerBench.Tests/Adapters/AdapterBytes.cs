using System.Buffers;
using SerBench.Equality;

namespace SerBench.Tests.Adapters;

/// <summary>Runs an adapter's codec on a payload outside the contract suite, for format and fidelity tests.</summary>
internal static class AdapterBytes
{
    public static byte[] Serialize<T>(ISerializerAdapter adapter, Payload<T> payload, int size = 1)
    {
        var buffer = new ArrayBufferWriter<byte>();
        adapter.CreateCodec<T>(payload).Serialize(payload.Create(size), buffer);
        return buffer.WrittenSpan.ToArray();
    }

    public static T RoundTrip<T>(ISerializerAdapter adapter, Payload<T> payload, int size = 1)
    {
        var codec = adapter.CreateCodec<T>(payload);
        var buffer = new ArrayBufferWriter<byte>();
        codec.Serialize(payload.Create(size), buffer);
        return codec.Deserialize(buffer.WrittenMemory);
    }

    /// <summary>The first difference of a round trip judged under <paramref name="fidelity"/>, or null.</summary>
    public static string? RoundTripDifference(ISerializerAdapter adapter, SizedPayload payload, Fidelity fidelity) =>
        payload.Payload.Accept(new RoundTripVisitor(adapter, payload.Size, fidelity));

    /// <summary>The bytes of one serialization of a sized payload.</summary>
    public static byte[] Serialize(ISerializerAdapter adapter, SizedPayload payload) =>
        payload.Payload.Accept(new SerializeVisitor(adapter, payload.Size));

    private sealed class RoundTripVisitor(ISerializerAdapter adapter, int size, Fidelity fidelity) : IPayloadVisitor<string?>
    {
        public string? Visit<T>(Payload<T> payload) =>
            StructuralComparer.FirstDifference(payload.Create(size), RoundTrip(adapter, payload, size), fidelity);
    }

    private sealed class SerializeVisitor(ISerializerAdapter adapter, int size) : IPayloadVisitor<byte[]>
    {
        public byte[] Visit<T>(Payload<T> payload) => Serialize(adapter, payload, size);
    }
}
