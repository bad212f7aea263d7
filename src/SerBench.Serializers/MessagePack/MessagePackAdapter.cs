using MessagePack;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.MessagePack;

/// <summary>MessagePack-CSharp with [MessagePackObject] and [Key(n)] integer keys (arrays on the wire), at the library's default options.</summary>
public sealed class MessagePackAdapter : ISerializerAdapter
{
    /// <summary>The library's default options: StandardResolver and MessagePackSecurity.TrustedData.</summary>
    internal static readonly MessagePackSerializerOptions Options = MessagePackSerializerOptions.Standard;

    public SerializerInfo Info { get; } = new()
    {
        Id = "messagepack",
        DisplayName = "MessagePack (int keys)",
        Package = MessagePackRows.Package,
        Version = MessagePackRows.Version,
        Format = FormatFamily.MessagePack,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every [Key] member is written, nulls and defaults included (an array slot each)"),
            VersionTolerant: Trait.Yes("members are matched by their integer key: a reader skips keys it does not know and leaves missing ones at their defaults"),
            NeedsSchema: Trait.No("attributes on the CLR types ([MessagePackObject], [Key(n)]); no schema file"),
            SafeForUntrustedInput: MessagePackRows.DefaultSecurity),
        Fidelity = MessagePackRows.Fidelity,
        Notes = "[MessagePackObject] with [Key(0)], [Key(1)], … on every model (the canonical models carry them), MessagePackSerializerOptions.Standard, " +
                "the library's default: StandardResolver (formatters emitted at run time on first use) and MessagePackSecurity.TrustedData " +
                "(messagepack-untrusted is this row with UntrustedData); IBufferWriter<byte> out, ReadOnlyMemory<byte> in. " +
                MessagePackRows.DateTimeNote,
    };

    public Support Supports(PayloadDescriptor payload) => MessagePackRows.NeedsContracts(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new MessagePackCodec<T>(Options);
}
