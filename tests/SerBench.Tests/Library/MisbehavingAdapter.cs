using System.Buffers;
using System.Text.Json;

namespace SerBench.Tests.Library;

/// <summary>How a user's adapter goes wrong.</summary>
public enum Misbehaviour
{
    None,
    ThrowsInCreateCodec,
    ReturnsWrongObject,
    MutatesInput,
}

/// <summary>A user's adapter (System.Text.Json underneath) that can misbehave in the ways a lab must survive.</summary>
public sealed class MisbehavingAdapter(string id, Misbehaviour misbehaviour) : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = id,
        DisplayName = $"User adapter {id}",
        Package = "MyCompany.Serialization",
        Version = "2.0.0",
        Format = FormatFamily.CustomBinary,
        Codegen = Codegen.HandWritten,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            Trait.No("writes every member"), Trait.No("positional"), Trait.No("no schema"), Trait.Yes("no type names")),
    };

    public Support Supports(PayloadDescriptor payload) => Support.Yes;

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => misbehaviour == Misbehaviour.ThrowsInCreateCodec
        ? throw new InvalidOperationException("the license key is missing")
        : new Codec<T>(misbehaviour);

    private sealed class Codec<T>(Misbehaviour misbehaviour) : ICodec<T>
    {
        public void Serialize(T value, IBufferWriter<byte> output)
        {
            using var writer = new Utf8JsonWriter(output);
            JsonSerializer.Serialize(writer, value);
            if (misbehaviour == Misbehaviour.MutatesInput && value is UserTypes.UserShipment shipment)
            {
                shipment.Lines.Reverse();
                shipment.Number++;
            }
        }

        public T Deserialize(ReadOnlyMemory<byte> data) => misbehaviour == Misbehaviour.ReturnsWrongObject
            ? JsonSerializer.Deserialize<T>("{}"u8)!
            : JsonSerializer.Deserialize<T>(data.Span)!;
    }
}

/// <summary>An adapter whose constructor fails, as one missing its native library would.</summary>
public sealed class ThrowingConstructorAdapter : ISerializerAdapter
{
    public ThrowingConstructorAdapter() => throw new DllNotFoundException("libmycodec.so was not found");

    public SerializerInfo Info => throw new NotSupportedException();

    public Support Supports(PayloadDescriptor payload) => Support.Yes;

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => throw new NotSupportedException();
}
