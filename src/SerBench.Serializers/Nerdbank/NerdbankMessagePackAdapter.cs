using System.Buffers;
using Nerdbank.MessagePack;
using PolyType;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.Nerdbank;

/// <summary>Nerdbank.MessagePack: MessagePack through PolyType's source-generated type shapes, default options.</summary>
public sealed class NerdbankMessagePackAdapter : ISerializerAdapter
{
    // The library's own options for two things the canonical models hold: a DateTime left at its default
    // (Kind Unspecified, which it refuses to write otherwise) and an untyped member (Address.Misc).
    private static readonly MessagePackSerializer Serializer =
        new MessagePackSerializer().WithAssumedDateTimeKind(DateTimeKind.Utc).WithObjectConverter();

    public SerializerInfo Info { get; } = new()
    {
        Id = "nerdbank-messagepack",
        DisplayName = "Nerdbank.MessagePack",
        Package = "Nerdbank.MessagePack",
        Version = LibraryVersion.Of(typeof(MessagePackSerializer)),
        Format = FormatFamily.MessagePack,
        Codegen = Codegen.SourceGenerated,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every property is written by default (SerializeDefaultValues = Always)"),
            VersionTolerant: Trait.Yes("objects are maps keyed by property name: unknown keys are skipped, missing ones keep their defaults"),
            NeedsSchema: Trait.No("no schema file: PolyType's source generator shapes the types at build time"),
            SafeForUntrustedInput: Trait.Yes("no type names in the data; nesting depth is limited (StartingContext.MaxDepth, 64 by default)")),
        Fidelity = new Fidelity { PreservesDateTimeKind = false },
        Notes = "A new MessagePackSerializer() with its defaults (objects as maps keyed by property name), shapes from PolyType's source generator " +
                "declared on a witness class ([GenerateShapeFor<T>]), as its docs show for types one does not own. Two optional converters of the library: " +
                "WithAssumedDateTimeKind(Utc), since it refuses a DateTime of Kind Unspecified (the envelope's default TimeStamp), and WithObjectConverter(), " +
                "so an untyped member (Address.Misc) is written by its runtime type and read back as a primitive. DateTime is read back as UTC (same instant). " +
                "Serialize(IBufferWriter<byte>, T, ITypeShape<T>) out, Deserialize(ReadOnlyMemory<byte>, ITypeShape<T>) in.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return NerdbankShapes.GeneratedTypeShapeProvider.GetTypeShape(payload.ClrType) is null
            ? Support.No($"{payload.ClrType.Name} has no generated shape: its type is not among the witness's [GenerateShapeFor<T>] (the canonical models only).")
            : Support.Yes;
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) =>
        new Codec<T>((ITypeShape<T>)NerdbankShapes.GeneratedTypeShapeProvider.GetTypeShapeOrThrow(typeof(T)));

    private sealed class Codec<T>(ITypeShape<T> shape) : ICodec<T>
    {
        public void Serialize(T value, IBufferWriter<byte> output) => Serializer.Serialize(output, value, shape);

        public T Deserialize(ReadOnlyMemory<byte> data) => Serializer.Deserialize(data, shape)!;
    }
}
