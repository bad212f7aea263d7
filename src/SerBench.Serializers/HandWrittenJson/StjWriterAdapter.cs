using System.Text.Json;
using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>
/// The JSON ceiling: hand-written Utf8JsonWriter / Utf8JsonReader code per built-in payload, writing the bytes
/// the stj row writes (same names, order and number formats) and reading them back into the full object.
/// </summary>
public sealed class StjWriterAdapter : ISerializerAdapter
{
    private static readonly Dictionary<Type, Func<object>> Codecs = new()
    {
        [typeof(TinyObject)] = static () => new TinyJsonCodec(),
        [typeof(SimpleObject)] = static () => new SimpleJsonCodec(),
        [typeof(ComplexObject)] = static () => new ComplexJsonCodec(),
        [typeof(MessageEnvelope)] = static () => new EnvelopeJsonCodec(),
        [typeof(Person)] = static () => new PersonJsonCodec(),
        [typeof(List<Customer>)] = static () => new CustomersJsonCodec(),
        [typeof(GrainStateDocument)] = static () => new GrainStateJsonCodec(),
        [typeof(FloatVectors)] = static () => new FloatsJsonCodec(),
    };

    public SerializerInfo Info { get; } = new()
    {
        Id = "stj-writer",
        InDefaultRoster = false,
        DisplayName = "Utf8JsonWriter/Reader (hand-written)",
        Package = "System.Text.Json",
        Version = LibraryVersion.Of(typeof(Utf8JsonWriter)),
        Format = FormatFamily.Json,
        Codegen = Codegen.HandWritten,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("writes every property, nulls and zeros included, to match the stj row byte for byte"),
            VersionTolerant: Trait.Yes("properties are matched by name in any order; unknown ones are skipped"),
            NeedsSchema: Trait.No("the code is written against the CLR types; no schema file"),
            SafeForUntrustedInput: Trait.Yes("creates only the payload's own types; Utf8JsonReader validates the JSON and limits depth to 64")),
        Notes = "One Utf8JsonWriter per codec, Reset to the lab's buffer per call; property names pre-encoded. " +
                "Writes the same JSON as System.Text.Json with default options; Address.Misc is read back as the string it held.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return Codecs.ContainsKey(payload.ClrType)
            ? Support.Yes
            : Support.No($"hand-written for the built-in payloads only; {PayloadTypeGraph.CSharpName(payload.ClrType)} has no hand-written codec");
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) =>
        Codecs.TryGetValue(typeof(T), out var create)
            ? (ICodec<T>)create()
            : throw new NotSupportedException($"No hand-written JSON codec for {typeof(T).FullName}; call Supports first.");
}
