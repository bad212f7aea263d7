using System.Formats.Cbor;
using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenCbor;

/// <summary>
/// CBOR (RFC 8949) through System.Formats.Cbor's CborWriter / CborReader, hand-written per built-in payload:
/// the library is a reader/writer, not an object serializer, so this row is the code its users write.
/// </summary>
public sealed class CborAdapter : ISerializerAdapter
{
    private static readonly Dictionary<Type, Func<object>> Codecs = new()
    {
        [typeof(TinyObject)] = static () => new TinyCborCodec(),
        [typeof(SimpleObject)] = static () => new SimpleCborCodec(),
        [typeof(ComplexObject)] = static () => new ComplexCborCodec(),
        [typeof(MessageEnvelope)] = static () => new EnvelopeCborCodec(),
        [typeof(Person)] = static () => new PersonCborCodec(),
        [typeof(List<Customer>)] = static () => new CustomersCborCodec(),
        [typeof(GrainStateDocument)] = static () => new GrainStateCborCodec(),
        [typeof(FloatVectors)] = static () => new FloatsCborCodec(),
    };

    public SerializerInfo Info { get; } = new()
    {
        Id = "cbor",
        DisplayName = "CBOR (System.Formats.Cbor, hand-written)",
        Package = "System.Formats.Cbor",
        Version = LibraryVersion.Of(typeof(CborWriter)),
        Format = FormatFamily.Cbor,
        Codegen = Codegen.HandWritten,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every member is written, nulls and zeros included"),
            VersionTolerant: Trait.No("objects are arrays of their members by position; the reader insists on the member count it knows"),
            NeedsSchema: Trait.No("the code is written against the CLR types; no schema file"),
            SafeForUntrustedInput: Trait.Yes("creates only the payload's own types; CborReader validates the encoding (strict mode: well-formed, no duplicate map keys) and lengths are checked against the remaining input")),
        Fidelity = new Fidelity { PreservesDateTimeKind = false },
        Notes = "Hand-written against CborWriter / CborReader with their default (strict) conformance mode; one CborWriter per codec, Reset per call and " +
                "copied into the lab's buffer (CborWriter owns its buffer). Objects are definite-length arrays of their members in declaration order, " +
                "Guid a 16-byte string under tag 37, DateTime an RFC 3339 string under tag 0 (its instant in UTC; read back as UTC), decimal a decimal fraction (tag 4).",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return Codecs.ContainsKey(payload.ClrType)
            ? Support.Yes
            : Support.No($"hand-written for the built-in payloads only; {PayloadTypeGraph.CSharpName(payload.ClrType)} has no hand-written CBOR codec");
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) =>
        Codecs.TryGetValue(typeof(T), out var create)
            ? (ICodec<T>)create()
            : throw new NotSupportedException($"No hand-written CBOR codec for {typeof(T).FullName}; call Supports first.");
}
