using System.Buffers;
using MessagePack;
using MessagePack.Resolvers;
using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Serializers.TolerantTwins;

namespace SerBench.Serializers.MessagePack;

/// <summary>MessagePack-CSharp with [MessagePackObject] and [Key("Name")] string keys (maps on the wire), StandardResolver.</summary>
public sealed class MessagePackStringKeysAdapter : ISerializerAdapter
{
    private static readonly MessagePackSerializerOptions Options =
        MessagePackSerializerOptions.Standard.WithResolver(StandardResolver.Instance).WithSecurity(MessagePackSecurity.UntrustedData);

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
            SafeForUntrustedInput: MessagePackRows.SafeForUntrustedInput),
        Fidelity = MessagePackRows.Fidelity,
        TimedOnTwinTypes = true,
        Notes = "[MessagePackObject] with [Key(\"Id\")], [Key(\"Name\")], … (each member's name, the map keys MessagePack's users choose for version tolerance), " +
                "StandardResolver, MessagePackSecurity.UntrustedData. A model carries one set of [Key] attributes and SerBench's carry integer keys (the messagepack row), " +
                "so this row is timed on twin types (src/SerBench.Serializers/TolerantTwins) that carry the string keys; mapping to and from them is outside the timed calls. " +
                "These are the bytes messagepack-contractless writes for a type without attributes. " + MessagePackRows.DateTimeNote,
    };

    public Support Supports(PayloadDescriptor payload) => TolerantTwinCatalog.Supports(payload, Info.Id);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => TolerantTwinCatalog.CreateCodec<T>(new Format());

    private sealed class Format : ITwinFormat
    {
        public void Write<TTwin>(TTwin twin, IBufferWriter<byte> output) => MessagePackSerializer.Serialize(output, twin, Options);

        public TTwin Read<TTwin>(ReadOnlyMemory<byte> data) => MessagePackSerializer.Deserialize<TTwin>(data, Options);

        public ITwinOperations Prepare<TTwin>(TTwin twin)
            where TTwin : class => new Operations<TTwin>(twin);
    }

    /// <summary>The library's own calls on one prepared twin; the read twin is kept so the read cannot be dropped.</summary>
    private sealed class Operations<TTwin>(TTwin twin) : ITwinOperations
        where TTwin : class
    {
        public TTwin? Last { get; private set; }

        public void Serialize(IBufferWriter<byte> output) => MessagePackSerializer.Serialize(output, twin, Options);

        public void Deserialize(ReadOnlyMemory<byte> data) => Last = MessagePackSerializer.Deserialize<TTwin>(data, Options);
    }
}
