using SerBench.Serializers;
using SerBench.Tests.Adapters;

namespace SerBench.Tests.Roster;

/// <summary>
/// The bytes each Thrift protocol writes for every payload the rows take, at the payload's default size, as a dry run
/// measured them (twins from the thrift 0.17.0 compiler, ApacheThrift 0.25.0). A change here is a change of format.
/// </summary>
public sealed class ThriftSizeTests
{
    [Theory]
    [InlineData("thrift", "tiny", 15)]
    [InlineData("thrift", "simple", 61)]
    [InlineData("thrift", "complex", 372)]
    [InlineData("thrift", "envelope", 107)]
    [InlineData("thrift", "envelope-full", 206)]
    [InlineData("thrift", "person", 1_057)]
    [InlineData("thrift", "customers", 31_405)]
    [InlineData("thrift", "grainstate", 2_359_135)]
    [InlineData("thrift-compact", "tiny", 8)]
    [InlineData("thrift-compact", "simple", 44)]
    [InlineData("thrift-compact", "complex", 258)]
    [InlineData("thrift-compact", "envelope", 68)]
    [InlineData("thrift-compact", "envelope-full", 151)]
    [InlineData("thrift-compact", "person", 1_042)]
    [InlineData("thrift-compact", "customers", 22_937)]
    [InlineData("thrift-compact", "grainstate", 2_105_335)]
    public void Each_payload_is_the_size_the_protocol_writes(string serializer, string payload, int bytes)
    {
        var adapter = BuiltInSerializers.Installed().Single(a => a.Info.Id == serializer);
        var descriptor = BuiltInPayloads.All.Single(p => p.Id == payload);

        Assert.Equal(bytes, AdapterBytes.Serialize(adapter, new SizedPayload(descriptor, descriptor.DefaultSize)).Length);
    }

    [Fact]
    public void Binary_tiny_is_two_i32_fields_of_a_type_byte_a_2_byte_id_and_4_big_endian_bytes_then_a_stop()
    {
        var bytes = AdapterBytes.Serialize(BuiltInSerializers.Installed().Single(a => a.Info.Id == "thrift"), BuiltInPayloads.Tiny);

        Assert.Equal([0x08, 0x00, 0x01, 0x00, 0x01, 0xE2, 0x40, 0x08, 0x00, 0x02, 0x00, 0x00, 0x00, 0x7B, 0x00], bytes);
    }

    [Fact]
    public void Compact_tiny_packs_each_field_id_delta_with_its_type_and_writes_zigzag_varints()
    {
        var bytes = AdapterBytes.Serialize(BuiltInSerializers.Installed().Single(a => a.Info.Id == "thrift-compact"), BuiltInPayloads.Tiny);

        // 0x15: delta 1, i32. 123,456 zigzags to 246,912 (3 varint bytes), 123 to 246 (2). 0x00: stop.
        Assert.Equal([0x15, 0x80, 0x89, 0x0F, 0x15, 0xF6, 0x01, 0x00], bytes);
    }

    [Fact]
    public void The_echo_envelope_writes_its_default_members_and_leaves_out_only_the_null_dictionary()
    {
        // Binary: TimeStamp 3 + 19 (ticks, kind, stop), MessageId 3 + 4 + 16 (Guid.Empty), Header 3 + 4 + 4, From and To 23 each,
        // IsInternal 3 + 1, stop 1. The null KeyValuePairs is unset, so not written.
        Assert.Equal(22 + 23 + 11 + 23 + 23 + 4 + 1, AdapterBytes.Serialize(BuiltInSerializers.Installed().Single(a => a.Info.Id == "thrift"), BuiltInPayloads.Envelope).Length);
    }
}
