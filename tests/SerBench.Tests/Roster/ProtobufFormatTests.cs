using System.Buffers;
using SerBench.Payloads;
using SerBench.Serializers.Protobuf;

namespace SerBench.Tests.Roster;

/// <summary>Sizes the seed documents published for Google.Protobuf, reproduced by the twins (PAYLOADS.md).</summary>
public sealed class ProtobufFormatTests
{
    [Fact]
    public void Tiny_is_6_bytes_tag_and_3_byte_varint_then_tag_and_1_byte() =>
        Assert.Equal(6, Size(BuiltInPayloads.Tiny));

    [Fact]
    public void Simple_is_42_bytes() =>
        Assert.Equal(42, Size(BuiltInPayloads.Simple));

    [Fact]
    public void Person_with_the_guid_as_16_raw_bytes_is_1046_bytes() =>
        Assert.Equal(1046, Size(BuiltInPayloads.Person));

    [Fact]
    public void Tiny_bytes_are_field_1_varint_123456_and_field_2_varint_123()
    {
        var output = new ArrayBufferWriter<byte>();
        new ProtobufAdapter().CreateCodec<Payloads.Models.TinyObject>(BuiltInPayloads.Tiny).Serialize(BuiltInPayloads.Tiny.Create(1), output);
        Assert.Equal(new byte[] { 0x08, 0xC0, 0xC4, 0x07, 0x10, 0x7B }, output.WrittenSpan.ToArray());
    }

    [Fact]
    public void Buffer_writer_and_byte_array_rows_write_the_same_bytes()
    {
        var payload = BuiltInPayloads.Complex;
        var value = payload.Create(1);
        var a = new ArrayBufferWriter<byte>();
        var b = new ArrayBufferWriter<byte>();
        new ProtobufAdapter().CreateCodec<Payloads.Models.ComplexObject>(payload).Serialize(value, a);
        new ProtobufBytesAdapter().CreateCodec<Payloads.Models.ComplexObject>(payload).Serialize(value, b);
        Assert.Equal(a.WrittenSpan.ToArray(), b.WrittenSpan.ToArray());
    }

    private static int Size<T>(Payload<T> payload)
    {
        var output = new ArrayBufferWriter<byte>();
        new ProtobufAdapter().CreateCodec<T>(payload).Serialize(payload.Create(1), output);
        return output.WrittenCount;
    }
}
