using System.Text;
using SerBench.Payloads.Generators;
using SerBench.Payloads.Models;
using SerBench.Serializers.Protobuf;
using SerBench.Tests.Adapters;

namespace SerBench.Tests.Roster;

/// <summary>Sizes the seed documents published for Google.Protobuf, reproduced by the twins (PAYLOADS.md), and the mappings' bytes.</summary>
public sealed class ProtobufFormatTests
{
    [Fact]
    public void Tiny_is_the_published_6_bytes_tag_and_3_byte_varint_then_tag_and_1_byte()
    {
        var bytes = AdapterBytes.Serialize(new ProtobufAdapter(), BuiltInPayloads.Tiny);

        Assert.Equal([0x08, 0xC0, 0xC4, 0x07, 0x10, 0x7B], bytes);
    }

    [Fact]
    public void Simple_is_the_published_42_bytes() =>
        Assert.Equal(42, AdapterBytes.Serialize(new ProtobufAdapter(), BuiltInPayloads.Simple).Length);

    [Fact]
    public void Person_with_the_guid_as_16_raw_bytes_is_the_published_1046_bytes()
    {
        var bytes = AdapterBytes.Serialize(new ProtobufAdapter(), BuiltInPayloads.Person);

        Assert.Equal(1046, bytes.Length);

        // Field 4, length 16, then Guid.ToByteArray(): the last 18 bytes.
        Assert.Equal([0x22, 16, .. FixedGuids.Person.ToByteArray()], bytes[^18..]);
    }

    [Fact]
    public void Complex_is_245_bytes_with_16_byte_guids_tick_dates_and_the_decimal_as_text()
    {
        var bytes = AdapterBytes.Serialize(new ProtobufAdapter(), BuiltInPayloads.Complex);

        // Smaller than the seed's ≈ 306 B, which carried each child Guid as a 36-char string.
        Assert.Equal(245, bytes.Length);
        Assert.Contains("456.78", Encoding.ASCII.GetString(bytes), StringComparison.Ordinal);
    }

    [Fact]
    public void Echo_envelope_skips_every_default_field()
    {
        // Header (2 + 4) and From, To (2 + 16 each): TimeStamp, MessageId, the empty map and false are not written.
        Assert.Equal(42, AdapterBytes.Serialize(new ProtobufAdapter(), BuiltInPayloads.Envelope).Length);
    }

    [Fact]
    public void Buffer_writer_and_byte_array_rows_write_the_same_bytes()
    {
        Assert.Equal(
            AdapterBytes.Serialize(new ProtobufAdapter(), BuiltInPayloads.Customers, 5),
            AdapterBytes.Serialize(new ProtobufBytesAdapter(), BuiltInPayloads.Customers, 5));
    }

    [Fact]
    public void Json_row_uses_the_proto3_json_mapping()
    {
        var json = Encoding.UTF8.GetString(AdapterBytes.Serialize(new ProtobufJsonAdapter(), BuiltInPayloads.Simple));

        Assert.Equal("""{ "id": 123456, "otherId": 123, "name": "Snuggles the Destroyer of Worlds", "enumValue": "SAMPLE_ENUM_TWIN_TWO" }""", json);
    }

    [Fact]
    public void A_local_date_keeps_its_kind_and_every_tick()
    {
        var payload = new Payload<ComplexObject>("local-complex", "Complex with a local, unspecified and sub-ms date", _ =>
        {
            var value = SeedObjects.Complex();
            value.Children[0].Created = new DateTime(638_000_000_000_000_001, DateTimeKind.Local);
            value.Children[1].Created = new DateTime(638_000_000_000_000_002, DateTimeKind.Unspecified);
            return value;
        });

        var back = AdapterBytes.RoundTrip(new ProtobufAdapter(), payload);

        Assert.Equal(DateTimeKind.Local, back.Children[0].Created.Kind);
        Assert.Equal(638_000_000_000_000_001, back.Children[0].Created.Ticks);
        Assert.Equal(DateTimeKind.Unspecified, back.Children[1].Created.Kind);
    }

    [Fact]
    public void A_user_type_without_a_twin_is_declined_with_the_reason()
    {
        var payload = new Payload<Address>("address", "no twin", _ => new Address());

        var support = new ProtobufAdapter().Supports(payload);

        Assert.False(support.IsSupported);
        Assert.Contains("no .proto twin", support.Reason, StringComparison.Ordinal);
    }
}
