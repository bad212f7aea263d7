using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`mongo-grainstate-bson`: BsonDocumentWrapper.Create(state) written as a document, and BsonSerializer.Deserialize&lt;T&gt; of the document read.</summary>
public class MongoGrainStateBsonOverhead : MongoGrainStateOverhead
{
    protected override string RowId => "mongo-grainstate-bson";

    protected override void WriteDirect() => WriteDocument(BsonDocumentWrapper.Create(Value));

    protected override SimpleObject ReadDirect() => BsonSerializer.Deserialize<SimpleObject>(ReadDocument());
}
