using MessagePack;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.MessagePack;

/// <summary>The <c>messagepack</c> row with MessagePack-CSharp's built-in LZ4 compression (Lz4BlockArray).</summary>
public sealed class MessagePackLz4Adapter : ISerializerAdapter
{
    /// <summary>The library's defaults (StandardResolver, TrustedData) with Lz4BlockArray.</summary>
    internal static readonly MessagePackSerializerOptions Options =
        MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);

    public SerializerInfo Info { get; } = new()
    {
        Id = "messagepack-lz4",
        InDefaultRoster = false,
        DisplayName = "MessagePack (int keys, LZ4)",
        Package = MessagePackRows.Package,
        Version = MessagePackRows.Version,
        Format = FormatFamily.MessagePack,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("every [Key] member is written, nulls and defaults included"),
            VersionTolerant: Trait.Yes("as the messagepack row: members matched by integer key"),
            NeedsSchema: Trait.No("attributes on the CLR types; no schema file"),
            SafeForUntrustedInput: Trait.No(
                "as the messagepack row, at the library's default security (TrustedData: no depth limit, ordinary key hashing); " +
                "the LZ4 block sizes are checked by the library before it allocates (its own guard against decompression bombs)")),
        Fidelity = MessagePackRows.Fidelity,
        Notes = "The messagepack row (int keys, MessagePackSerializerOptions.Standard) with MessagePackCompression.Lz4BlockArray: messages of 64 bytes or more " +
                "are LZ4-compressed in blocks inside a MessagePack extension; smaller ones are written as they are. Compression is timed. " +
                MessagePackRows.DefaultSecurityNote + MessagePackRows.DateTimeNote,
    };

    public Support Supports(PayloadDescriptor payload) => MessagePackRows.NeedsContracts(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new MessagePackCodec<T>(Options);
}
