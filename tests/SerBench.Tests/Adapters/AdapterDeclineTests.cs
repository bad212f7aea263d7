using SerBench.Serializers.CustomEnvelope;
using SerBench.Serializers.Formatters;
using SerBench.Serializers.HandWrittenJson;
using SerBench.Serializers.SystemTextJson;

namespace SerBench.Tests.Adapters;

/// <summary>Rows that cannot take a payload say what is missing, in words a user can act on.</summary>
public sealed class AdapterDeclineTests
{
    private static readonly Payload<UnannotatedPoint> UserPayload = new("user-point", "a user's plain type", _ => new UnannotatedPoint { X = 1 });

    [Fact]
    public void Stj_sourcegen_asks_for_a_context_listing_the_users_type()
    {
        var support = new StjSourceGenAdapter().Supports(UserPayload);

        Assert.False(support.IsSupported);
        Assert.Contains("[JsonSerializable(typeof(UnannotatedPoint))]", support.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Stj_names_a_public_field_it_would_lose()
    {
        var payload = new Payload<FieldHolder>("user-fields", "a type with a public field", _ => new FieldHolder { Count = 2 });

        var support = new StjAdapter().Supports(payload);

        Assert.False(support.IsSupported);
        Assert.Contains("FieldHolder.Count", support.Reason, StringComparison.Ordinal);
        Assert.True(new StjAdapter().Supports(UserPayload).IsSupported);
    }

    [Fact]
    public void Stj_writer_takes_only_the_built_in_payloads()
    {
        var support = new StjWriterAdapter().Supports(UserPayload);

        Assert.False(support.IsSupported);
        Assert.Contains("hand-written for the built-in payloads only", support.Reason, StringComparison.Ordinal);
        Assert.All(BuiltInPayloads.All, p => Assert.True(new StjWriterAdapter().Supports(p).IsSupported, p.Id));
    }

    [Fact]
    public void Binaryformatter_names_the_type_without_Serializable()
    {
        var support = new BinaryFormatterAdapter().Supports(UserPayload);

        Assert.False(support.IsSupported);
        Assert.Contains(typeof(UnannotatedPoint).FullName!, support.Reason, StringComparison.Ordinal);
        Assert.Contains("[Serializable]", support.Reason, StringComparison.Ordinal);
        Assert.All(BuiltInPayloads.All, p => Assert.True(new BinaryFormatterAdapter().Supports(p).IsSupported, p.Id));
    }

    [Fact]
    public void Envelope_custom_takes_only_the_envelopes()
    {
        var adapter = new EnvelopeCustomAdapter();

        Assert.Equal(
            [PayloadIds.Envelope, PayloadIds.EnvelopeFull],
            BuiltInPayloads.All.Where(p => adapter.Supports(p).IsSupported).Select(p => p.Id));
        Assert.Contains("MessageEnvelope only", adapter.Supports(BuiltInPayloads.Tiny).Reason, StringComparison.Ordinal);
    }

    /// <summary>A user's type with no serializer attributes at all.</summary>
    public sealed class UnannotatedPoint
    {
        public int X { get; set; }
    }

    /// <summary>A user's type whose data sits in a public field.</summary>
    public sealed class FieldHolder
    {
#pragma warning disable CA1051 // The public field is the point of the test.
        public int Count;
#pragma warning restore CA1051
    }
}
