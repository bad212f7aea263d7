using MessagePack;
using MessagePack.Resolvers;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.MessagePack;

/// <summary>MessagePack-CSharp's ContractlessStandardResolver: no attributes needed; a type without them is written as a map keyed by member name.</summary>
public sealed class MessagePackContractlessAdapter : ISerializerAdapter
{
    /// <summary>The library's defaults with ContractlessStandardResolver: default security (TrustedData).</summary>
    internal static readonly MessagePackSerializerOptions Options =
        MessagePackSerializerOptions.Standard.WithResolver(ContractlessStandardResolver.Instance);

    public SerializerInfo Info { get; } = new()
    {
        Id = "messagepack-contractless",
        InDefaultRoster = false,
        DisplayName = "MessagePack (contractless)",
        Package = MessagePackRows.Package,
        Version = MessagePackRows.Version,
        Format = FormatFamily.MessagePack,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every public member is written, nulls and defaults included"),
            VersionTolerant: Trait.Yes("members are matched by their [Key] where the type has one, by name (map keys) where it has none: unknown ones are skipped, missing ones keep their defaults"),
            NeedsSchema: Trait.No("no attributes and no schema: public members by reflection"),
            SafeForUntrustedInput: MessagePackRows.DefaultSecurity),
        Fidelity = MessagePackRows.Fidelity,
        Notes = "ContractlessStandardResolver, as users without attributes call it. Its chain tries the attribute-driven resolver before the contractless one, " +
                "so a type with [MessagePackObject] keeps its [Key]s: every built-in model carries integer keys, and its bytes equal the messagepack row's. " +
                "A type without attributes (--types) is written as a map keyed by member names; messagepack-stringkeys measures that layout on the built-in payloads. " +
                "Takes a type it has never seen (--types). " + MessagePackRows.DefaultSecurityNote + MessagePackRows.DateTimeNote,
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return Support.Yes;
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new MessagePackCodec<T>(Options);
}
