using System.Buffers;
using MongoDB.Bson;
using SerBench.Adapters;
using SerBench.Adapters.IO;
using SerBench.Payloads;

namespace SerBench.Serializers.Mongo.GrainState;

/// <summary>
/// What seed 000's three Mongo grain-state rows share. Each reproduces one IGrainStateSerializer of
/// Orleans.Providers.MongoDB (OrleansContrib, MIT; the 8.x line — the package is not served here) and is timed
/// to the BSON bytes the storage writes: the state's BSON value serialized as a document, and back through the
/// document the driver would read.
/// </summary>
internal static class MongoGrainStateRows
{
    public const string ProviderVersion = "Orleans.Providers.MongoDB 8.x (its StorageProviders/Serializers as of that line)";

    public static string Version => MongoBsonSetup.Version;

    public static Support RootMustBeDocument(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return payload.Features.HasFlag(PayloadFeatures.CollectionRoot)
            ? Support.No("grain state is stored as a BSON document and this payload is a list at its root; the provider's JSON and BSON serializers need an object.")
            : Support.Yes;
    }

    /// <summary>Writes the document's bytes as the driver would (a BsonBinaryWriter into a seekable stream), into the lab's buffer.</summary>
    public static void WriteDocument(SeekableBufferWriterStream stream, IBufferWriter<byte> output, BsonDocument document) =>
        MongoBsonSetup.Write(stream, output, document);

    /// <summary>Reads the bytes into a BsonDocument, as the driver hands a stored document to the provider.</summary>
    public static BsonDocument ReadDocument(ReadOnlyMemory<byte> data) => MongoBsonSetup.Read<BsonDocument>(data);
}
