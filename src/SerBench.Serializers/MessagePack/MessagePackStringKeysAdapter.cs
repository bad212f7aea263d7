using System.Buffers;
using MessagePack;
using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Serializers.TolerantTwins;
using SerBench.Serializers.Twins;

namespace SerBench.Serializers.MessagePack;

/// <summary>MessagePack-CSharp with [MessagePackObject] and [Key("Name")] string keys (maps on the wire), StandardResolver.</summary>
public sealed class MessagePackStringKeysAdapter : ISerializerAdapter
{
    /// <summary>The library's default options (StandardResolver, TrustedData), as the messagepack row.</summary>
    internal static readonly MessagePackSerializerOptions Options = MessagePackSerializerOptions.Standard;

    public SerializerInfo Info { get; } = new()
    {
        Id = "messagepack-stringkeys",
        InDefaultRoster = false,
        DisplayName = "MessagePack (string keys)",
        Package = MessagePackRows.Package,
        Version = MessagePackRows.Version,
        Format = FormatFamily.MessagePack,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every [Key] member is written, nulls and defaults included (a key and a value each)"),
            VersionTolerant: Trait.Yes("members are matched by their string key: a reader skips keys it does not know and leaves missing ones at their defaults; a renamed member is a different key"),
            NeedsSchema: Trait.No("attributes on the CLR types ([MessagePackObject], [Key(\"Name\")]); no schema file"),
            SafeForUntrustedInput: MessagePackRows.DefaultSecurity),
        Fidelity = MessagePackRows.Fidelity,
        TimedOnTwinTypes = true,
        Notes = "[MessagePackObject] with [Key(\"Id\")], [Key(\"Name\")], … (each member's name, the map keys MessagePack's users choose for version tolerance), " +
                "MessagePackSerializerOptions.Standard (StandardResolver). " + MessagePackRows.DefaultSecurityNote + "A model carries one set of [Key] attributes and SerBench's carry integer keys (the messagepack row), " +
                "so this row is timed on twin types (src/SerBench.Serializers/TolerantTwins) that carry the string keys; mapping to and from them is outside the timed calls. " +
                "These are the bytes messagepack-contractless writes for a type without attributes. " + MessagePackRows.DateTimeNote,
    };

    public Support Supports(PayloadDescriptor payload) => TolerantTwinCatalog.Supports(payload, Info.Id);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => TolerantTwinCatalog.CreateCodec<T>(Library.Instance);

    private sealed class Library : ITwinLibrary
    {
        public static Library Instance { get; } = new();

        public TwinOperations<TTwin> Operations<TTwin>()
            where TTwin : class => new Operations<TTwin>();
    }

    /// <summary>The library's own calls on a twin; the read twin is kept so the read cannot be dropped.</summary>
    private sealed class Operations<TTwin> : TwinOperations<TTwin>
        where TTwin : class
    {
        public override void Serialize(IBufferWriter<byte> output) => MessagePackSerializer.Serialize(output, Twin, Options);

        public override void Deserialize(ReadOnlyMemory<byte> data) => Last = MessagePackSerializer.Deserialize<TTwin>(data, Options);
    }
}
