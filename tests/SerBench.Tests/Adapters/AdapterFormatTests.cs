using System.Text;
using SerBench.Payloads.Generators;
using SerBench.Serializers.CustomEnvelope;
using SerBench.Serializers.SystemTextJson;

namespace SerBench.Tests.Adapters;

/// <summary>Sizes and bytes the seed documents published, pinned so a format change shows up as a test failure.</summary>
public sealed class AdapterFormatTests
{
    [Fact]
    public void Tiny_with_stj_is_the_published_27_bytes()
    {
        var bytes = AdapterBytes.Serialize(new StjAdapter(), BuiltInPayloads.Tiny);

        Assert.Equal("""{"Id":123456,"OtherId":123}""", Encoding.UTF8.GetString(bytes));
        Assert.Equal(27, bytes.Length);
    }

    [Fact]
    public void Simple_with_stj_is_the_published_83_bytes()
    {
        var bytes = AdapterBytes.Serialize(new StjAdapter(), BuiltInPayloads.Simple);

        Assert.Equal("""{"Id":123456,"OtherId":123,"Name":"Snuggles the Destroyer of Worlds","EnumValue":2}""", Encoding.UTF8.GetString(bytes));
        Assert.Equal(83, bytes.Length);
    }

    [Fact]
    public void Echo_envelope_with_envelope_custom_is_the_published_38_bytes()
    {
        var bytes = AdapterBytes.Serialize(new EnvelopeCustomAdapter(), BuiltInPayloads.Envelope);

        // Presence: bit1 To, bit2 From, bit5 Header; then To, From (16 raw bytes each), varint 4, "Test".
        byte[] expected = [0b0010_0110, .. FixedGuids.EnvelopeTo.ToByteArray(), .. FixedGuids.EnvelopeFrom.ToByteArray(), 4, .. "Test"u8];
        Assert.Equal(expected, bytes);
        Assert.Equal(38, bytes.Length);
    }

    [Fact]
    public void Full_envelope_with_envelope_custom_writes_every_field_in_bit_order()
    {
        var envelope = EnvelopeMessages.Full();
        var bytes = AdapterBytes.Serialize(new EnvelopeCustomAdapter(), BuiltInPayloads.EnvelopeFull);

        byte[] head =
        [
            0b0111_1111,
            .. envelope.To.ToByteArray(),
            .. envelope.From.ToByteArray(),
            .. envelope.MessageId.ToByteArray(),
            .. BitConverter.GetBytes(envelope.TimeStamp.Ticks),
            4, .. "Test"u8,
            6, // zigzag(3)
        ];
        Assert.True(BitConverter.IsLittleEndian);
        Assert.Equal(head, bytes[..head.Length]);
        var pairs = envelope.KeyValuePairs!.Sum(p => 2 + p.Key.Length + p.Value.Length);
        Assert.Equal(head.Length + pairs, bytes.Length);
    }
}
