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

    protected void WriteDocument(BsonDocument document)
    {
        _output.SetLength(0);
        using var writer = new BsonBinaryWriter(_output);
        BsonSerializer.Serialize(writer, document);
    }

    protected BsonDocument ReadDocument() => BsonSerializer.Deserialize<BsonDocument>(Bytes);
}
