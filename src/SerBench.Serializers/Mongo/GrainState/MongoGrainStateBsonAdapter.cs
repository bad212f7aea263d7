using System.Buffers;
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using SerBench.Adapters;
using SerBench.Adapters.IO;
using SerBench.Payloads;

namespace SerBench.Serializers.Mongo.GrainState;

/// <summary>Seed 000's "Mongo BSON": BsonDocumentWrapper.Create(state) / BsonSerializer.Deserialize (the provider's BsonGrainStateSerializer).</summary>
public sealed class MongoGrainStateBsonAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "mongo-grainstate-bson",
        InDefaultRoster = false,
        DisplayName = "Mongo grain state, BSON (BsonDocumentWrapper)",
        Package = MongoBsonSetup.Package,
        Version = MongoGrainStateRows.Version,
        Format = FormatFamily.Bson,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("MongoDB.Bson's convention class maps write every member"),
            VersionTolerant: Trait.No("as mongodb-bson: an element the class map does not know throws on reading"),
            NeedsSchema: Trait.No("class maps by convention; no schema file"),
            SafeForUntrustedInput: Trait.Yes("as mongodb-bson: only known, allowed types; lengths checked")),
        Fidelity = MongoBsonSetup.Fidelity,
        Notes = "SerBench's reproduction of BsonGrainStateSerializer from " + MongoGrainStateRows.ProviderVersion + ": " +
                "BsonDocumentWrapper.Create(state) written as BSON; reading parses the stored document and calls BsonSerializer.Deserialize<T>(document). " +
                "Guid as standard binary; DateTime as BSON UTC milliseconds. (The provider also registers serializers for Orleans' own types, which these payloads do not hold.)",
    };

    public Support Supports(PayloadDescriptor payload) => MongoGrainStateRows.RootMustBeDocument(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload)
    {
        MongoBsonSetup.EnsureGuidRepresentation();
        return new Codec<T>();
    }

    private sealed class Codec<T> : ICodec<T>
    {
        private readonly SeekableBufferWriterStream _stream = new();

        public void Serialize(T value, IBufferWriter<byte> output) =>
            MongoBsonSetup.Write(_stream, output, BsonDocumentWrapper.Create(value));

        public T Deserialize(ReadOnlyMemory<byte> data) =>
            BsonSerializer.Deserialize<T>(MongoGrainStateRows.ReadDocument(data));
    }
}
