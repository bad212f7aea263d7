using System.Buffers;
using SerBench.Adapters;
using SerBench.Adapters.IO;
using SerBench.Payloads;

namespace SerBench.Serializers.Mongo;

/// <summary>MongoDB.Bson's serializer on the object itself: the class map it builds by convention, as the driver stores a document.</summary>
public sealed class MongoBsonAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "mongodb-bson",
        DisplayName = "MongoDB.Bson",
        Package = MongoBsonSetup.Package,
        Version = MongoBsonSetup.Version,
        Format = FormatFamily.Bson,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("the convention class map writes every member, nulls included"),
            VersionTolerant: Trait.No("an element the class map does not know throws on reading (no [BsonIgnoreExtraElements] by default); missing ones keep their defaults"),
            NeedsSchema: Trait.No("class maps built by convention from the CLR types; no schema file"),
            SafeForUntrustedInput: Trait.Yes("discriminators are only honoured for known, allowed types (ObjectSerializer's allowed-types check in 3.x); lengths are checked")),
        Fidelity = MongoBsonSetup.Fidelity,
        Notes = "BsonSerializer.Serialize through a BsonBinaryWriter into a reused MemoryStream (the writer seeks back to patch document lengths), " +
                "copied into the lab's buffer; BsonSerializer.Deserialize<T> from a stream over the bytes. Class maps by convention: a member named Id " +
                "is the document's _id. Guid as standard binary (GuidSerializer(GuidRepresentation.Standard), registered once per process); " +
                "DateTime as BSON UTC milliseconds. A BSON document's root must be a document, so a list payload (customers) is declined.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return payload.Features.HasFlag(PayloadFeatures.CollectionRoot)
            ? Support.No("a BSON document's root must be a document, and this payload is a list; MongoDB stores such data as one document per item or inside a wrapper document.")
            : Support.Yes;
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload)
    {
        MongoBsonSetup.EnsureGuidRepresentation();
        return new Codec<T>();
    }

    private sealed class Codec<T> : ICodec<T>
    {
        private readonly SeekableBufferWriterStream _stream = new();

        public void Serialize(T value, IBufferWriter<byte> output) =>
            MongoBsonSetup.Write(_stream, output, value);

        public T Deserialize(ReadOnlyMemory<byte> data) => MongoBsonSetup.Read<T>(data);
    }
}
