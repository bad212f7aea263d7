// Follows Orleans.Providers.MongoDB/StorageProviders/Serializers/IGrainStateSerializer.cs of Orleans.Providers.MongoDB 9.3.0
// (OrleansContrib, MIT; see ProviderSource): the storage calls its serializer through this interface.
using MongoDB.Bson;

namespace SerBench.Serializers.Mongo.GrainState.Provider;

/// <summary>A grain-state serializer of the provider: the state to the BSON value stored under <c>_doc</c>, and back.</summary>
internal interface IGrainStateSerializer
{
    BsonValue Serialize<T>(T state);

    T Deserialize<T>(BsonValue value);
}
