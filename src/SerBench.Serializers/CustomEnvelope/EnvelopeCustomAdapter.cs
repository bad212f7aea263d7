using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.CustomEnvelope;

/// <summary>
/// Seed 002's hand-written binary envelope serializer (the "custom" echo row): presence bits, raw Guids, ticks,
/// varint-length strings. It knows <see cref="MessageEnvelope"/> only.
/// </summary>
public sealed class EnvelopeCustomAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "envelope-custom",
        DisplayName = "Custom envelope (hand-written binary)",
        Package = "SerBench.Serializers",
        Version = LibraryVersion.Of(typeof(EnvelopeCustomAdapter)),
        Format = FormatFamily.CustomBinary,
        Codegen = Codegen.HandWritten,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.Yes("a presence bit per field: Guid.Empty, ticks ≤ 0 and null fields are not written"),
            VersionTolerant: Trait.No("fixed field order without tags; a new field needs a new presence bit on both sides"),
            NeedsSchema: Trait.No("the format is this code; no schema file, but both sides must run the same code"),
            SafeForUntrustedInput: Trait.Yes("creates only a MessageEnvelope; every length and count is checked against the bytes left")),
        Fidelity = new Fidelity { PreservesDateTimeKind = false },
        Notes = "PAYLOADS.md seed 002 format: 1 presence byte, 16 raw bytes per Guid, 8-byte little-endian ticks, varint-length " +
                "UTF-8 strings, zigzag-varint dictionary count. TimeStamp keeps its ticks, not its DateTimeKind (read back Unspecified).",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return payload.ClrType == typeof(MessageEnvelope)
            ? Support.Yes
            : Support.No($"hand-written for MessageEnvelope only (seed 002's custom format); {PayloadTypeGraph.CSharpName(payload.ClrType)} has no writer");
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) =>
        new EnvelopeCustomCodec() as ICodec<T>
        ?? throw new NotSupportedException($"The custom envelope format writes MessageEnvelope only, not {typeof(T).FullName}.");
}
