using System.Buffers;
using SerBench.Adapters;
using SerBench.Engine;
using SerBench.Equality;
using SerBench.Payloads;

namespace SerBench.TestKit;

/// <summary>The checks of the contract suite for one payload, typed by the payload's CLR type.</summary>
internal abstract class ContractCase
{
    /// <summary>Binds <paramref name="payload"/>'s type argument through the payload visitor.</summary>
    public static ContractCase For(SizedPayload payload) => payload.Payload.Accept(new Binder(payload.Size));

    /// <summary>The first difference after serialize + deserialize with one codec, or null.</summary>
    public abstract string? RoundTripDifference(ISerializerAdapter adapter);

    /// <summary>Two serializations of the same value with one codec.</summary>
    public abstract (byte[] First, byte[] Second) SerializeTwice(ISerializerAdapter adapter);

    /// <summary>The first difference between the input after serialization and an untouched copy, or null.</summary>
    public abstract string? MutationDifference(ISerializerAdapter adapter);

    /// <summary>The first difference when one adapter's codec writes and another, fresh adapter's codec reads.</summary>
    public abstract string? FreshCodecDifference(ISerializerAdapter writer, ISerializerAdapter reader);

    /// <summary>
    /// Deserializes the bytes from the middle of a larger array, other bytes before and after them, as a frame read
    /// off a socket arrives (the echo lab's); the difference from the value written, or null.
    /// </summary>
    public abstract string? SliceDifference(ISerializerAdapter adapter);

    private static byte[] Serialize<T>(ICodec<T> codec, T value)
    {
        var buffer = new ArrayBufferWriter<byte>();
        codec.Serialize(value, buffer);
        return buffer.WrittenSpan.ToArray();
    }

    private sealed class Binder(int size) : IPayloadVisitor<ContractCase>
    {
        public ContractCase Visit<T>(Payload<T> payload) => new Typed<T>(payload, size);
    }

    private sealed class Typed<T>(Payload<T> payload, int size) : ContractCase
    {
        public override string? RoundTripDifference(ISerializerAdapter adapter)
        {
            var codec = adapter.CreateCodec<T>(payload);
            var expected = payload.Create(size);
            var actual = codec.Deserialize(Serialize(codec, payload.Create(size)));
            return StructuralComparer.FirstDifference(expected, actual, adapter.Info.Fidelity);
        }

        public override (byte[] First, byte[] Second) SerializeTwice(ISerializerAdapter adapter)
        {
            var codec = adapter.CreateCodec<T>(payload);
            var value = payload.Create(size);
            return (Serialize(codec, value), Serialize(codec, value));
        }

        public override string? MutationDifference(ISerializerAdapter adapter)
        {
            var codec = adapter.CreateCodec<T>(payload);
            var input = payload.Create(size);
            Serialize(codec, input);
            return StructuralComparer.FirstDifference(payload.Create(size), input, Fidelity.Exact);
        }

        public override string? FreshCodecDifference(ISerializerAdapter writer, ISerializerAdapter reader)
        {
            var bytes = Serialize(writer.CreateCodec<T>(payload), payload.Create(size));
            var actual = reader.CreateCodec<T>(payload).Deserialize(bytes);
            return StructuralComparer.FirstDifference(payload.Create(size), actual, reader.Info.Fidelity);
        }

        public override string? SliceDifference(ISerializerAdapter adapter)
        {
            const int Before = 13;
            const int After = 7;
            var codec = adapter.CreateCodec<T>(payload);
            var bytes = Serialize(codec, payload.Create(size));
            var frame = new byte[Before + bytes.Length + After];
            frame.AsSpan().Fill(0xA5);
            bytes.CopyTo(frame, Before);
            var actual = codec.Deserialize(new ReadOnlyMemory<byte>(frame, Before, bytes.Length));
            return StructuralComparer.FirstDifference(payload.Create(size), actual, adapter.Info.Fidelity);
        }
    }
}
