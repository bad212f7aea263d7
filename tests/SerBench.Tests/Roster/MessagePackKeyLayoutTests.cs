using SerBench.Serializers.MessagePack;
using SerBench.Tests.Adapters;

namespace SerBench.Tests.Roster;

/// <summary>Which key layout each MessagePack row writes: arrays for integer keys, maps for string keys.</summary>
public sealed class MessagePackKeyLayoutTests
{
    private const byte FixArrayOfTwo = 0x92;
    private const byte FixMapOfTwo = 0x82;

    [Fact]
    public void String_keys_write_tiny_as_a_map_keyed_by_member_name()
    {
        var bytes = AdapterBytes.Serialize(new MessagePackStringKeysAdapter(), BuiltInPayloads.Tiny);

        // { "Id": 1, "OtherId": 2 }: map header, fixstr "Id", a value, fixstr "OtherId", a value.
        Assert.Equal(FixMapOfTwo, bytes[0]);
        Assert.Equal([0xA2, (byte)'I', (byte)'d'], bytes[1..4]);
        Assert.Equal(18, bytes.Length);
    }

    [Fact]
    public void Contractless_follows_the_models_integer_keys_because_its_resolver_tries_the_attributes_first()
    {
        var contractless = AdapterBytes.Serialize(new MessagePackContractlessAdapter(), BuiltInPayloads.Tiny);

        Assert.Equal(FixArrayOfTwo, contractless[0]);
        Assert.Equal(AdapterBytes.Serialize(new MessagePackAdapter(), BuiltInPayloads.Tiny), contractless);
        Assert.Equal(
            AdapterBytes.Serialize(new MessagePackAdapter(), BuiltInPayloads.Complex),
            AdapterBytes.Serialize(new MessagePackContractlessAdapter(), BuiltInPayloads.Complex));
    }

    [Fact]
    public void Contractless_writes_a_map_keyed_by_member_name_for_a_type_without_attributes()
    {
        var tiny = BuiltInPayloads.Tiny.Create(1);
        var payload = new Payload<PlainPair>("plain-pair", "tiny's values, no attributes", _ => new PlainPair { Id = tiny.Id, OtherId = tiny.OtherId });

        var bytes = AdapterBytes.Serialize(new MessagePackContractlessAdapter(), payload);

        Assert.Equal(FixMapOfTwo, bytes[0]);
        Assert.Equal(AdapterBytes.Serialize(new MessagePackStringKeysAdapter(), BuiltInPayloads.Tiny), bytes);
    }

    /// <summary>Tiny's shape without any serializer's attributes, as a user's type may come.</summary>
    public sealed class PlainPair
    {
        public int Id { get; set; }

        public int OtherId { get; set; }
    }
}
