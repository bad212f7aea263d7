using System.Buffers;
using ProtoBuf;
using ProtoBuf.Meta;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.ProtobufNet;

/// <summary>protobuf-net on a runtime model of its own at CompatibilityLevel.Level300: Guid, DateTime and decimal as well-known protobuf types.</summary>
public sealed class ProtobufNetLevel300Adapter : ISerializerAdapter
{
    /// <summary>
    /// A model of the row's own, built once: the level must be set before a type is added to a model, and the models' attributes
    /// leave RuntimeTypeModel.Default (the protobuf-net row) at level 200.
    /// </summary>
    internal static readonly RuntimeTypeModel Model = CreateModel();

    public SerializerInfo Info { get; } = new()
    {
        Id = "protobuf-net-level300",
        InDefaultRoster = false,
        DisplayName = "protobuf-net (level 300)",
        Package = ProtobufNetRows.Package,
        Version = ProtobufNetRows.Version,
        Format = FormatFamily.Protobuf,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.BufferWriter,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.Yes("as the protobuf-net row: a member holding its default (0, false, null) is not written"),
            VersionTolerant: Trait.Yes("fields are matched by number; unknown ones are skipped, missing ones keep their defaults"),
            NeedsSchema: Trait.No("attributes on the CLR types ([ProtoContract], [ProtoMember(n)]); no .proto file"),
            SafeForUntrustedInput: Trait.Yes("no type names in the data (no DynamicType members); lengths are checked as they are read")),
        Fidelity = ProtobufNetRows.Fidelity,
        Notes = "The protobuf-net row's attributes on RuntimeTypeModel.Create() with DefaultCompatibilityLevel = CompatibilityLevel.Level300, " +
                "set before any type is added and built once (the other way is [CompatibilityLevel(Level300)] on the types or their assembly, which would move " +
                "the protobuf-net row too). Level 300 writes Guid as a 36-character hyphenated string, DateTime as google.protobuf.Timestamp (read back as UTC, " +
                "same instant) and decimal as an invariant string: what other protobuf implementations read, and more bytes than level 200's bcl.* messages. " +
                "model.Serialize(IBufferWriter<byte>) out, model.Deserialize<T>(ReadOnlyMemory<byte>) in.",
    };

    public Support Supports(PayloadDescriptor payload) => ProtobufNetRows.Supports(Model, payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new Codec<T>(Model);

    private static RuntimeTypeModel CreateModel()
    {
        var model = RuntimeTypeModel.Create("serbench-protobuf-net-level300");
        model.DefaultCompatibilityLevel = CompatibilityLevel.Level300;
        return model;
    }

    private sealed class Codec<T>(TypeModel model) : ICodec<T>
    {
        public void Serialize(T value, IBufferWriter<byte> output) => model.Serialize(output, value);

        public T Deserialize(ReadOnlyMemory<byte> data) => model.Deserialize<T>(data);
    }
}
