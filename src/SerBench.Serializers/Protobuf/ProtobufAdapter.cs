using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.Protobuf;

/// <summary>Google.Protobuf binary: <c>WriteTo(IBufferWriter&lt;byte&gt;)</c> and <c>ParseFrom(ReadOnlySpan&lt;byte&gt;)</c> on schema-generated twins.</summary>
public sealed class ProtobufAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "protobuf",
        DisplayName = "Google.Protobuf (buffer writer)",
        Package = ProtobufRows.Package,
        Version = ProtobufRows.Version,
        Format = FormatFamily.Protobuf,
        Codegen = Codegen.Schema,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.Yes("proto3 writes no field holding its default (0, false, empty, unset message)"),
            VersionTolerant: Trait.Yes("fields are matched by number; unknown ones are kept, missing ones read as defaults"),
            NeedsSchema: ProtobufRows.NeedsSchema,
            SafeForUntrustedInput: ProtobufRows.SafeForUntrustedInput),
        Fidelity = ProtobufRows.Fidelity,
        Notes = ProtobufRows.Timing,
        TimedOnTwinTypes = true,
    };

    public Support Supports(PayloadDescriptor payload) => ProtobufTwins.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ProtobufTwins.CreateCodec<T>(ProtobufApi.BufferWriter);
}
