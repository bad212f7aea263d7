using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Serializers.Mongo.GrainState.Provider;

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
        Notes = "SerBench's copy of BsonGrainStateSerializer from " + MongoGrainStateRows.ProviderVersion + ", called through its IGrainStateSerializer " +
                "interface as the storage calls it: BsonDocumentWrapper.Create(state) written as BSON; reading parses the stored document and calls " +
                "BsonSerializer.Deserialize<T>(document). Guid as standard binary; DateTime as BSON UTC milliseconds. The provider registers one BSON " +
                "serialization provider, and it registers no serializer for Orleans' types: it throws NotImplementedException for " +
                OrleansBsonSerializationProvider.PubSubGrainState + " (\"use BinaryGrainStateSerializer or JsonGrainStateSerializer instead\"), " +
                "the very state the grainstate payload imitates. This row registers the same provider; the payload's imitation lives in SerBench's " +
                "namespace, so the real provider would not refuse it, but it stores no real pub/sub state this way.",
    };

    public Support Supports(PayloadDescriptor payload) => MongoGrainStateRows.RootMustBeDocument(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new GrainStateCodec<T>(MongoGrainStateRows.BsonSerializer);
}
