using System.Buffers;
using ProtoBuf;
using ProtoBuf.Meta;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.ProtobufNet;

/// <summary>protobuf-net with [ProtoContract]/[ProtoMember(n)] on the models, at its default compatibility level 200: protobuf bytes with no .proto and no generated code.</summary>
public sealed class ProtobufNetAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "protobuf-net",
        DisplayName = "protobuf-net (level 200)",
        Package = ProtobufNetRows.Package,
        Version = ProtobufNetRows.Version,
        Format = FormatFamily.Protobuf,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.Yes("a member holding its default (0, false, null) is not written, as proto3 does"),
            VersionTolerant: Trait.Yes("fields are matched by number; unknown ones are skipped, missing ones keep their defaults"),
            NeedsSchema: Trait.No("attributes on the CLR types ([ProtoContract], [ProtoMember(n)]); no .proto file"),
            SafeForUntrustedInput: Trait.Yes("no type names in the data (no DynamicType members); lengths are checked as they are read")),
        Fidelity = ProtobufNetRows.Fidelity,
        Notes = "RuntimeTypeModel.Default over the models' [ProtoContract]/[ProtoMember(n)] attributes (numbered as their DataMember orders), " +
                "at protobuf-net's default compatibility level, 200 (the models carry no [CompatibilityLevel]); " +
                "Serializer.Serialize(IBufferWriter<byte>) out, Serializer.Deserialize<T>(ReadOnlyMemory<byte>) in. At level 200 Guid, DateTime and decimal " +
                "are protobuf-net's legacy bcl.Guid, bcl.DateTime and bcl.Decimal sub-messages (a DateTime's Kind is not kept, so it comes back Unspecified with the same ticks; " +
                "protobuf-net-level300 writes them as other protobuf implementations read them); an empty list or string is not written, so it may come back null, and a null one empty.",
    };

    public Support Supports(PayloadDescriptor payload) => ProtobufNetRows.Supports(RuntimeTypeModel.Default, payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new Codec<T>();

    private sealed class Codec<T> : ICodec<T>
    {
        public void Serialize(T value, IBufferWriter<byte> output) => Serializer.Serialize(output, value);

        public T Deserialize(ReadOnlyMemory<byte> data) => Serializer.Deserialize<T>(data);
    }
}
