using System.Buffers;
using ProtoBuf;
using ProtoBuf.Meta;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.ProtobufNet;

/// <summary>protobuf-net with [ProtoContract]/[ProtoMember(n)] on the models: protobuf bytes with no .proto and no generated code.</summary>
public sealed class ProtobufNetAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "protobuf-net",
        DisplayName = "protobuf-net",
        Package = "protobuf-net",
        Version = LibraryVersion.Of(typeof(Serializer)),
        Format = FormatFamily.Protobuf,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.Yes("a member holding its default (0, false, null) is not written, as proto3 does"),
            VersionTolerant: Trait.Yes("fields are matched by number; unknown ones are skipped, missing ones keep their defaults"),
            NeedsSchema: Trait.No("attributes on the CLR types ([ProtoContract], [ProtoMember(n)]); no .proto file"),
            SafeForUntrustedInput: Trait.Yes("no type names in the data (no DynamicType members); lengths are checked as they are read")),
        Fidelity = new Fidelity { PreservesDateTimeKind = false },
        Notes = "RuntimeTypeModel.Default over the models' [ProtoContract]/[ProtoMember(n)] attributes (numbered as their DataMember orders); " +
                "Serializer.Serialize(IBufferWriter<byte>) out, Serializer.Deserialize<T>(ReadOnlyMemory<byte>) in. Guid, DateTime and decimal " +
                "in protobuf-net's bcl.* sub-messages (its defaults; a DateTime's Kind is not kept, so it comes back Unspecified with the same ticks); an empty list or string is not written, so it may come back null, and a null one empty.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        if (payload.Features.HasFlag(PayloadFeatures.UntypedMember))
        {
            return Support.No("a member is typed object (Address.Misc): protobuf-net 3 has no serializer for System.Object (DynamicType was removed).");
        }

        return RuntimeTypeModel.Default.CanSerialize(payload.ClrType)
            ? Support.Yes
            : Support.No($"protobuf-net cannot serialize {payload.ClrType.Name}: it needs [ProtoContract] (or [DataContract] with ordered members) on the type.");
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new Codec<T>();

    private sealed class Codec<T> : ICodec<T>
    {
        public void Serialize(T value, IBufferWriter<byte> output) => Serializer.Serialize(output, value);

        public T Deserialize(ReadOnlyMemory<byte> data) => Serializer.Deserialize<T>(data);
    }
}
