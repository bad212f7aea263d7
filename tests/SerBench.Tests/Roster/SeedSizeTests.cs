using SerBench.Serializers.MessagePack;
using SerBench.Serializers.ProtobufNet;
using SerBench.Serializers.SystemTextJson;
using SerBench.Tests.Adapters;

namespace SerBench.Tests.Roster;

/// <summary>The sizes the seeds publish for the libraries they measured, pinned (PAYLOADS.md explains each byte).</summary>
public sealed class SeedSizeTests
{
    // Seed 002 counts an echo message as the 2-byte payload offset + the envelope + the 32-byte payload.
    private const int EchoFraming = 2 + 32;

    [Fact]
    public void MessagePack_writes_seed_001s_tiny_and_simple_sizes()
    {
        Assert.Equal(7, AdapterBytes.Serialize(new MessagePackAdapter(), BuiltInPayloads.Tiny).Length);
        Assert.Equal(42, AdapterBytes.Serialize(new MessagePackAdapter(), BuiltInPayloads.Simple).Length);
    }

    [Fact]
    public void MessagePack_complex_is_the_seeds_279_bytes_less_the_four_nil_slots_of_its_keys_from_1()
    {
        // Seed 001 keyed Complex and its three children from 1, leaving a nil (one byte) in slot 0 of each of the
        // four arrays; SerBench's keys start at 0. Cost (decimal) and the children's Guids are strings in both.
        Assert.Equal(279 - 4, AdapterBytes.Serialize(new MessagePackAdapter(), BuiltInPayloads.Complex).Length);
    }

    [Fact]
    public void Protobuf_net_writes_seed_004s_person_and_seed_001s_tiny_sizes()
    {
        Assert.Equal(6, AdapterBytes.Serialize(new ProtobufNetAdapter(), BuiltInPayloads.Tiny).Length);
        Assert.Equal(1_048, AdapterBytes.Serialize(new ProtobufNetAdapter(), BuiltInPayloads.Person).Length);
    }

    [Fact]
    public void Seed_002s_echo_message_is_86_bytes_in_protobuf_net_and_one_byte_under_the_seeds_172_in_MessagePack()
    {
        Assert.Equal(86, EchoFraming + AdapterBytes.Serialize(new ProtobufNetAdapter(), BuiltInPayloads.Envelope).Length);

        // 171: the seed's 172 fits its envelope writing an eighth member (the payload, sent after the envelope)
        // as nil in its array; SerBench's envelope has no such member (PAYLOADS.md, MessageEnvelope).
        Assert.Equal(172 - 1, EchoFraming + AdapterBytes.Serialize(new MessagePackAdapter(), BuiltInPayloads.Envelope).Length);
    }

    [Fact]
    public void Stj_with_defaults_left_out_writes_seed_002s_107_byte_envelope_and_141_byte_message()
    {
        var envelope = AdapterBytes.Serialize(new StjSkipDefaultsAdapter(), BuiltInPayloads.Envelope).Length;

        Assert.Equal(107, envelope);
        Assert.Equal(141, EchoFraming + envelope);
    }
}
