using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.Mongo.GrainState;

/// <summary>Seed 000's "Mongo binary": Orleans' grain-storage bytes of the state in a { data: BinData } document (the provider's BinaryGrainStateSerializer).</summary>
public sealed class MongoGrainStateBinaryAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "mongo-grainstate-binary",
        InDefaultRoster = false,
        DisplayName = "Mongo grain state, binary (Orleans bytes in BSON)",
        Package = "MongoDB.Bson + Microsoft.Orleans.Core",
        Version = MongoGrainStateRows.Version,
        Format = FormatFamily.Bson,
        Codegen = Codegen.SourceGenerated,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("the state is Orleans' bytes, which write every [Id] member, defaults included (as the orleans row: no model is [OmitDefaultMemberValues])"),
            VersionTolerant: Trait.Yes("as the orleans row: fields tagged by [Id]"),
            NeedsSchema: Trait.No("Orleans' generated codecs; no schema file"),
            SafeForUntrustedInput: Trait.No("the bytes inside are Orleans', which can name CLR types")),
        Notes = "SerBench's copy of BinaryGrainStateSerializer from " + MongoGrainStateRows.ProviderVersion + ", called through its IGrainStateSerializer " +
                "interface as the storage calls it: Orleans' OrleansGrainStorageSerializer (Microsoft.Orleans.Core) over the non-generic Serializer " +
                "(a codec lookup, a new growing ArrayBufferWriter and a BinaryData per call), the BinaryData copied out with ToArray() into " +
                "new BsonDocument(\"data\", new BsonBinaryData(bytes)), written as BSON; reading parses the document and hands data's bytes to the same " +
                "grain-storage serializer. Orleans' serializer comes from AddSerializer with the models' codecs (the provider takes the silo's). " +
                "Timed: Orleans, the copies, the document and its BSON bytes (the _doc value the storage stores; not its _id and _etag).",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return MongoGrainStateRows.OrleansSerializer.CanSerialize(payload.ClrType)
            ? Support.Yes
            : Support.No($"Orleans has no codec for {payload.ClrType.Name}: it needs [GenerateSerializer] and [Id] members, compiled by Orleans' code generator.");
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload)
    {
        MongoBsonSetup.EnsureGuidRepresentation();
        return new GrainStateCodec<T>(MongoGrainStateRows.BinarySerializer);
    }
}
