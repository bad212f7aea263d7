using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;

namespace SerBench.Overhead.Rows;

/// <summary>
/// What seed 000's Mongo grain-state rows share when called directly: the provider's document written with a
/// BsonBinaryWriter into a reused MemoryStream, and read back from the bytes as the BsonDocument the driver hands it.
/// </summary>
public abstract class MongoGrainStateOverhead : RowOverheadBenchmarks
{
    private readonly MemoryStream _output = new();

    /// <summary>Writes the document as its row does, under its own type (a BsonDocumentWrapper is serialized as one, not looked up as a BsonDocument's subclass).</summary>
    protected void WriteDocument<TDocument>(TDocument document)
        where TDocument : BsonDocument
    {
        _output.SetLength(0);
        using var writer = new BsonBinaryWriter(_output);
        BsonSerializer.Serialize(writer, document);
    }

    protected BsonDocument ReadDocument() => BsonSerializer.Deserialize<BsonDocument>(Bytes);
}
