using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.Protobuf;

/// <summary>Google.Protobuf binary through the byte[] API: <c>ToByteArray()</c> and <c>ParseFrom(byte[], offset, length)</c>.</summary>
public sealed class ProtobufBytesAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "protobuf-bytes",
        InDefaultRoster = false,
        DisplayName = "Google.Protobuf (byte[])",
        Package = ProtobufRows.Package,
        Version = ProtobufRows.Version,
        Format = FormatFamily.Protobuf,
        Codegen = Codegen.Schema,
        ApiShape = ApiShape.ByteArray,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.Yes("proto3 writes no field holding its default (0, false, empty, unset message)"),
            VersionTolerant: Trait.Yes("fields are matched by number; unknown ones are kept, missing ones read as defaults"),
            NeedsSchema: ProtobufRows.NeedsSchema,
            SafeForUntrustedInput: ProtobufRows.SafeForUntrustedInput),
        Fidelity = ProtobufRows.Fidelity,
        TimedOnTwinTypes = true,
        Notes = ProtobufRows.Timing + " Serialize allocates the array ToByteArray returns and copies it into the lab's buffer; both are timed.",
    };

    public Support Supports(PayloadDescriptor payload) => ProtobufTwins.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ProtobufTwins.CreateCodec<T>(ProtobufApi.ByteArray);
}
