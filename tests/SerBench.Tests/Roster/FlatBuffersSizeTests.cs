using Google.FlatBuffers;
using SerBench.Payloads.Models;
using SerBench.Serializers;
using SerBench.Serializers.FlatBuffers.Twins;
using SerBench.Tests.Adapters;

namespace SerBench.Tests.Roster;

/// <summary>
/// The bytes the FlatBuffers row writes for every payload, at the payload's default size, as a dry run measured them
/// (twins from flatc 25.2.10, Google.FlatBuffers 25.2.10), and that they are FlatBuffers' own format: read back by
/// the generated accessors alone and accepted by its verifier, and thrown out when they point outside the buffer. A change of size is a change of format.
/// </summary>
public sealed class FlatBuffersSizeTests
{
    private static ISerializerAdapter Row => BuiltInSerializers.Installed().Single(a => a.Info.Id == "flatbuffers");

    [Theory]
    [InlineData("tiny", 24)]
    [InlineData("simple", 76)]
    [InlineData("complex", 368)]
    [InlineData("envelope", 112)]
    [InlineData("envelope-full", 312)]
    [InlineData("person", 1_080)]
    [InlineData("customers", 38_796)]
    [InlineData("grainstate", 2_631_136)]
    [InlineData("floats", 1_200_024)]
    public void Each_payload_is_the_size_the_row_writes(string payload, int bytes)
    {
        var descriptor = BuiltInPayloads.All.Single(p => p.Id == payload);

        Assert.Equal(bytes, AdapterBytes.Serialize(Row, new SizedPayload(descriptor, descriptor.DefaultSize)).Length);
    }

    [Fact]
    public void Tiny_is_a_root_offset_a_vtable_and_a_table_of_two_little_endian_ints()
    {
        var bytes = AdapterBytes.Serialize(Row, BuiltInPayloads.Tiny);

        // Root offset 12; vtable: its size 8, the table's size 12, the fields at 4 and 8; table: its vtable 8 bytes back,
        // 123,456 and 123 as little-endian ints.
        Assert.Equal(
            [0x0C, 0, 0, 0, 0x08, 0, 0x0C, 0, 0x04, 0, 0x08, 0, 0x08, 0, 0, 0, 0x40, 0xE2, 0x01, 0, 0x7B, 0, 0, 0],
            bytes);
    }

    [Fact]
    public void The_generated_accessors_read_the_rows_bytes_without_any_mapping()
    {
        var bytes = AdapterBytes.Serialize(Row, BuiltInPayloads.Simple);

        var table = SimpleFb.GetRootAsSimpleFb(new ByteBuffer(bytes));

        var expected = BuiltInPayloads.Simple.Create(1);
        Assert.True(new Verifier(new ByteBuffer(bytes)).VerifyBuffer(null, false, SimpleFbVerify.Verify));
        Assert.Equal((expected.Id, expected.OtherId, expected.Name, (int)expected.EnumValue), (table.Id, table.OtherId, table.Name, (int)table.EnumValue));
    }

    [Fact]
    public void Bytes_that_point_outside_the_buffer_throw_instead_of_being_read()
    {
        var codec = Row.CreateCodec<SimpleObject>(BuiltInPayloads.Simple);
        var bytes = AdapterBytes.Serialize(Row, BuiltInPayloads.Simple);

        // The root offset now points 240 bytes in, past the 76 there are.
        bytes[0] = 0xF0;

        Assert.Throws<ArgumentOutOfRangeException>(() => codec.Deserialize(bytes));
    }

}
