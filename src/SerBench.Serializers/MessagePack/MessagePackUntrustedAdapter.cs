using MessagePack;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.MessagePack;

/// <summary>The <c>messagepack</c> row with MessagePackSecurity.UntrustedData, the setting MessagePack's docs give for untrusted data.</summary>
public sealed class MessagePackUntrustedAdapter : ISerializerAdapter
{
    /// <summary>The library's defaults (StandardResolver) with MessagePackSecurity.UntrustedData.</summary>
    internal static readonly MessagePackSerializerOptions Options =
        MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.UntrustedData);

    public SerializerInfo Info { get; } = new()
    {
        Id = "messagepack-untrusted",
        InDefaultRoster = false,
        DisplayName = "MessagePack (int keys, UntrustedData)",
        Package = MessagePackRows.Package,
        Version = MessagePackRows.Version,
        Format = FormatFamily.MessagePack,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every [Key] member is written, nulls and defaults included (an array slot each)"),
            VersionTolerant: Trait.Yes("as the messagepack row: members matched by integer key"),
            NeedsSchema: Trait.No("attributes on the CLR types ([MessagePackObject], [Key(n)]); no schema file"),
            SafeForUntrustedInput: MessagePackRows.UntrustedDataSecurity),
        Fidelity = MessagePackRows.Fidelity,
        Notes = "The messagepack row (int keys, StandardResolver) with MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.UntrustedData), " +
                "as MessagePack's docs tell users to deserialize untrusted data: a depth limit of 500 and collision-resistant hashing of dictionary keys, " +
                "which MessagePack says \"merely hardens against some common attacks, but is no fully secure solution in itself\". " +
                "The bytes are the messagepack row's; only reading checks more. " + MessagePackRows.DateTimeNote,
    };

    public Support Supports(PayloadDescriptor payload) => MessagePackRows.NeedsContracts(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new MessagePackCodec<T>(Options);
}
