using MongoDB.Bson;
using MongoDB.Bson.IO;
using MongoDB.Bson.Serialization;
using SerBench.Payloads.Models;
using SerBench.Serializers.Mongo.GrainState.Provider;

namespace SerBench.Overhead.Rows;

/// <summary>
/// What seed 000's Mongo grain-state rows share when called directly: the row's provider serializer (SerBench's copy of
/// Orleans.Providers.MongoDB 9.3.0's) through its interface, its value written with a BsonBinaryWriter into a reused
/// MemoryStream, and read back from the bytes as the BsonDocument the driver hands it.
/// </summary>
public abstract class MongoGrainStateOverhead : RowOverheadBenchmarks
{
    private readonly MemoryStream _output = new();

    /// <summary>The provider serializer the row runs (the process's one, as a silo holds one per storage).</summary>
    private protected abstract IGrainStateSerializer Serializer { get; }

    protected override void WriteDirect() => WriteValue(Serializer.Serialize(Value));

    protected override SimpleObject ReadDirect() => Serializer.Deserialize<SimpleObject>(BsonSerializer.Deserialize<BsonDocument>(Bytes));

    /// <summary>Writes the value as its row does, under its own type (a BsonDocumentWrapper is serialized as one, not looked up as a BsonDocument's subclass).</summary>
    private void WriteValue(BsonValue value)
    {
        _output.SetLength(0);
        using var writer = new BsonBinaryWriter(_output);
        if (value is BsonDocumentWrapper wrapper)
        {
            BsonSerializer.Serialize(writer, wrapper);
        }
        else
        {
            BsonSerializer.Serialize(writer, value.AsBsonDocument);
        }
    }
}
