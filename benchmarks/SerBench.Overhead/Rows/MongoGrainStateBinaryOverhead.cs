using MongoDB.Bson;
using Orleans.Serialization;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`mongo-grainstate-binary`: Orleans' bytes of the state in a {"statedata": BinData} document, as the provider's binary serializer writes it.</summary>
public class MongoGrainStateBinaryOverhead : MongoGrainStateOverhead
{
    private Serializer<SimpleObject> _serializer = null!;

    protected override string RowId => "mongo-grainstate-binary";

    protected override void Prepare() => _serializer = OrleansOverhead.NewSerializer();

    protected override void WriteDirect() =>
        WriteDocument(new BsonDocument("statedata", new BsonBinaryData(_serializer.SerializeToArray(Value))));

    protected override SimpleObject ReadDirect() => _serializer.Deserialize(ReadDocument()["statedata"].AsByteArray)!;
}
