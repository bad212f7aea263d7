using System.Buffers;
using MongoDB.Bson;
using Orleans.Serialization;
using SerBench.Adapters;
using SerBench.Adapters.IO;
using SerBench.Payloads;
using SerBench.Serializers.Orleans;

namespace SerBench.Serializers.Mongo.GrainState;

/// <summary>Seed 000's "Mongo binary": Orleans' bytes of the state in a { statedata: BinData } document (the provider's BinaryGrainStateSerializer).</summary>
public sealed class MongoGrainStateBinaryAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "mongo-grainstate-binary",
        InDefaultRoster = false,
        DisplayName = "Mongo grain state, binary (Orleans bytes in BSON)",
        Package = "MongoDB.Bson + Microsoft.Orleans.Serialization",
        Version = MongoGrainStateRows.Version,
        Format = FormatFamily.Bson,
        Codegen = Codegen.SourceGenerated,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("the state is Orleans' bytes, which write every [Id] member, defaults included (as the orleans row: no model is [OmitDefaultMemberValues])"),
            VersionTolerant: Trait.Yes("as the orleans row: fields tagged by [Id]"),
            NeedsSchema: Trait.No("Orleans' generated codecs; no schema file"),
            SafeForUntrustedInput: Trait.No("the bytes inside are Orleans', which can name CLR types")),
        Notes = "SerBench's reproduction of BinaryGrainStateSerializer from " + MongoGrainStateRows.ProviderVersion + ": " +
                "Serializer<T>.SerializeToArray(state) wrapped as new BsonDocument(\"statedata\", new BsonBinaryData(bytes)), written as BSON; " +
                "reading parses the document and deserializes statedata's bytes with Orleans. Timed: Orleans, the wrapper and the BSON bytes.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return new OrleansAdapter().Supports(payload);
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload)
    {
        MongoBsonSetup.EnsureGuidRepresentation();
        return new Codec<T>(OrleansRows.SerializerOf<T>());
    }

    private sealed class Codec<T>(Serializer<T> serializer) : ICodec<T>
    {
        private const string BinaryElementName = "statedata";
        private readonly SeekableBufferWriterStream _stream = new();

        public void Serialize(T value, IBufferWriter<byte> output) =>
            MongoGrainStateRows.WriteDocument(_stream, output, new BsonDocument(BinaryElementName, new BsonBinaryData(serializer.SerializeToArray(value))));

        public T Deserialize(ReadOnlyMemory<byte> data) =>
            serializer.Deserialize(MongoGrainStateRows.ReadDocument(data)[BinaryElementName].AsByteArray)!;
    }
}
