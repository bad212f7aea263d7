using SerBench.Serializers.Mongo.GrainState;
using SerBench.Serializers.Mongo.GrainState.Provider;

namespace SerBench.Overhead.Rows;

/// <summary>`mongo-grainstate-bson`: BsonDocumentWrapper.Create(state) written as a document, and BsonSerializer.Deserialize&lt;T&gt; of the document read.</summary>
public class MongoGrainStateBsonOverhead : MongoGrainStateOverhead
{
    protected override string RowId => "mongo-grainstate-bson";

    private protected override IGrainStateSerializer Serializer => MongoGrainStateRows.BsonSerializer;
}
