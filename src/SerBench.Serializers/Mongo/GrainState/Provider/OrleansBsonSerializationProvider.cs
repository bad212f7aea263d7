// Follows Orleans.Providers.MongoDB/StorageProviders/Serializers/BsonSerializationProviders/OrleansBsonSerializationProvider.cs
// of Orleans.Providers.MongoDB 9.3.0 (OrleansContrib, MIT; see ProviderSource): the only serialization provider the BSON
// grain-state serializer registers. It registers no serializer for Orleans' types: it refuses the pub/sub grain state.
using MongoDB.Bson.Serialization;

namespace SerBench.Serializers.Mongo.GrainState.Provider;

internal sealed class OrleansBsonSerializationProvider : IBsonSerializationProvider
{
    public const string PubSubGrainState = "Orleans.Streams.PubSubGrainState";

    public IBsonSerializer GetSerializer(Type type)
    {
        ArgumentNullException.ThrowIfNull(type);
        if (type.FullName == PubSubGrainState)
        {
            throw new NotImplementedException(
                "BsonGrainStateSerializer does not support PubSubStore storage provider, use BinaryGrainStateSerializer or JsonGrainStateSerializer instead.");
        }

        return null!;
    }
}
