using ProtoBuf;
using ProtoBuf.Meta;
using SerBench.Serializers.ProtobufNet;
using SerBench.Tests.Adapters;

namespace SerBench.Tests.Roster;

/// <summary>
/// protobuf-net's two compatibility levels as rows: protobuf-net at the default, level 200 (Guid, DateTime and decimal as
/// bcl.* sub-messages), and protobuf-net-level300 (Guid as a string, DateTime as google.protobuf.Timestamp, decimal as a
/// string). Only the payloads holding those types change size; each difference is worked out below.
/// </summary>
public sealed class ProtobufNetCompatibilityLevelTests
{
    [Fact]
    public void The_protobuf_net_row_runs_at_the_default_level_200_and_the_level300_row_on_a_model_of_its_own_at_300()
    {
        Assert.Equal(CompatibilityLevel.Level200, RuntimeTypeModel.Default.DefaultCompatibilityLevel);
        Assert.Equal(CompatibilityLevel.Level300, ProtobufNetLevel300Adapter.Model.DefaultCompatibilityLevel);
        Assert.NotSame(RuntimeTypeModel.Default, ProtobufNetLevel300Adapter.Model);
        Assert.Contains("level 200", new ProtobufNetAdapter().Info.DisplayName, StringComparison.Ordinal);
        Assert.Contains("level 200", new ProtobufNetAdapter().Info.Notes, StringComparison.Ordinal);
        Assert.Contains("Level300", new ProtobufNetLevel300Adapter().Info.Notes, StringComparison.Ordinal);
        Assert.False(new ProtobufNetLevel300Adapter().Info.InDefaultRoster);
    }

    // Level 200, protobuf-net's default: the sizes the protobuf-net row has always had (person is seed 004's 1,048 B,
    // envelope + 34 B of framing seed 002's 86 B).
    [Theory]
    [InlineData("complex", 233)]
    [InlineData("envelope", 52)]
    [InlineData("envelope-full", 165)]
    [InlineData("person", 1_048)]
    public void Level_200_sizes(string payload, int bytes) =>
        Assert.Equal(bytes, AdapterBytes.Serialize(new ProtobufNetAdapter(), Sized(payload)).Length);

    // Level 300: a Guid goes from bcl.Guid (field tag, length, two fixed64 fields: 20 B) to a 36-character string (38 B),
    // +18 B each. A DateTime goes from bcl.DateTime (a zigzag value at the coarsest exact scale, and the scale) to
    // Timestamp (seconds and nanoseconds since 1970).
    // - person: one Guid, +18.
    // - envelope: two Guids, +36; the unset TimeStamp (DateTime.MinValue, written at both levels) is 6 B as bcl's MinValue
    //   marker and 13 B as a Timestamp (-62,135,596,800 s is a 10-byte varint), +7: 52 + 43 = 95.
    // - envelope-full: three Guids, +54; its TimeStamp has 100 ns ticks: 13 B either way (8-byte tick count and a scale,
    //   or 5-byte seconds and 4-byte nanoseconds): 165 + 54 = 219.
    // - complex: three children's Guids, +54; their six DateTimes have a half-second fraction, 11 B as milliseconds in bcl and
    //   14 B as a Timestamp (500,000,000 ns is a 5-byte varint), +3 each, +18; Cost 456.78 is 8 B either way (bcl.Decimal's
    //   low bits and sign-scale, or the string "456.78"): 233 + 72 = 305.
    [Theory]
    [InlineData("complex", 305)]
    [InlineData("envelope", 95)]
    [InlineData("envelope-full", 219)]
    [InlineData("person", 1_066)]
    public void Level_300_sizes(string payload, int bytes) =>
        Assert.Equal(bytes, AdapterBytes.Serialize(new ProtobufNetLevel300Adapter(), Sized(payload)).Length);

    [Theory]
    [InlineData("tiny")]
    [InlineData("simple")]
    [InlineData("floats")]
    public void Payloads_without_a_guid_datetime_or_decimal_have_the_same_bytes_at_both_levels(string payload) =>
        Assert.Equal(
            AdapterBytes.Serialize(new ProtobufNetAdapter(), Sized(payload)),
            AdapterBytes.Serialize(new ProtobufNetLevel300Adapter(), Sized(payload)));

    [Fact]
    public void Level_300_writes_a_guid_as_its_hyphenated_text()
    {
        var person = BuiltInPayloads.Person.Create(1);

        var bytes = AdapterBytes.Serialize(new ProtobufNetLevel300Adapter(), BuiltInPayloads.Person);

        Assert.Contains(person.Guid.ToString("D"), System.Text.Encoding.ASCII.GetString(bytes), StringComparison.Ordinal);
    }

    private static SizedPayload Sized(string id) => new(BuiltInPayloads.All.Single(p => p.Id == id), 1);
}
