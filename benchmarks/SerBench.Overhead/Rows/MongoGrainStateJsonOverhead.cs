using SerBench.Serializers.Mongo.GrainState;
using SerBench.Serializers.Mongo.GrainState.Provider;

namespace SerBench.Overhead.Rows;

/// <summary>`mongo-grainstate-json`: Newtonsoft's JObject of the state with Orleans' and the provider's settings, converted to a BSON document, and back.</summary>
public class MongoGrainStateJsonOverhead : MongoGrainStateOverhead
{
    protected override string RowId => "mongo-grainstate-json";

    private protected override IGrainStateSerializer Serializer => MongoGrainStateRows.JsonSerializer;
}
