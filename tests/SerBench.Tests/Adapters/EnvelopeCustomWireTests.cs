using SerBench.Serializers.CustomEnvelope;

namespace SerBench.Tests.Adapters;

/// <summary>The custom envelope reader rejects malformed input with a FormatException instead of reading past it.</summary>
public sealed class EnvelopeCustomWireTests
{
    private static readonly byte[] Echo = AdapterBytes.Serialize(new EnvelopeCustomAdapter(), BuiltInPayloads.Envelope);

    [Fact]
    public void Every_truncation_is_rejected()
    {
        for (var length = 0; length < Echo.Length; length++)
        {
            Assert.Throws<FormatException>(() => EnvelopeWire.Read(Echo.AsSpan(0, length)));
        }
    }

    [Fact]
    public void Trailing_bytes_are_rejected() =>
        Assert.Throws<FormatException>(() => EnvelopeWire.Read([.. Echo, 0]));

    [Fact]
    public void Undefined_presence_bit_is_rejected() =>
        Assert.Throws<FormatException>(() => EnvelopeWire.Read([0x80]));

    [Fact]
    public void String_length_beyond_the_data_is_rejected() =>
        Assert.Throws<FormatException>(() => EnvelopeWire.Read([EnvelopeWire.HeaderBit, 0xFF, 0xFF, 0xFF, 0xFF, 0x07, 0x41]));

    [Fact]
    public void Dictionary_count_beyond_the_data_is_rejected() =>
        Assert.Throws<FormatException>(() => EnvelopeWire.Read([EnvelopeWire.KeyValuePairsBit, 0xFE, 0xFF, 0xFF, 0xFF, 0x0F]));

    [Fact]
    public void Negative_dictionary_count_is_rejected() =>
        Assert.Throws<FormatException>(() => EnvelopeWire.Read([EnvelopeWire.KeyValuePairsBit, 0x01]));

    [Fact]
    public void Zigzag_round_trips_counts()
    {
        foreach (var n in new[] { 0, 1, 3, 63, 64, int.MaxValue })
        {
            Assert.Equal(n, EnvelopeWire.UnZigZag(EnvelopeWire.ZigZag(n)));
        }

        Assert.Equal(6u, EnvelopeWire.ZigZag(3));
    }
}
