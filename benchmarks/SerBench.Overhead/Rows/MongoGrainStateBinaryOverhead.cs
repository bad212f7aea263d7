using SerBench.Serializers.Mongo.GrainState;
using SerBench.Serializers.Mongo.GrainState.Provider;

namespace SerBench.Overhead.Rows;

/// <summary>`mongo-grainstate-binary`: Orleans' grain-storage bytes of the state in a {"data": BinData} document, as the provider's binary serializer writes it.</summary>
public class MongoGrainStateBinaryOverhead : MongoGrainStateOverhead
{
    protected override string RowId => "mongo-grainstate-binary";

    private protected override IGrainStateSerializer Serializer => MongoGrainStateRows.BinarySerializer;
}
