// Follows Orleans.Providers.MongoDB/StorageProviders/Serializers/BsonGrainStateSerializer.cs of Orleans.Providers.MongoDB 9.3.0
// (OrleansContrib, MIT; see ProviderSource): MongoDB.Bson's class maps on the state itself.
using MongoDB.Bson;
using MongoDB.Bson.Serialization;
using MongoDB.Bson.Serialization.Attributes;

namespace SerBench.Serializers.Mongo.GrainState.Provider;

internal sealed class BsonGrainStateSerializer : IGrainStateSerializer
{
    public BsonGrainStateSerializer() => BsonSerializer.RegisterSerializationProvider(new OrleansBsonSerializationProvider());

    public BsonValue Serialize<T>(T state) => BsonDocumentWrapper.Create(state);

    public T Deserialize<T>(BsonValue value)
    {
        if (value.IsBsonDocument)
        {
            return BsonSerializer.Deserialize<T>(value.AsBsonDocument);
        }

        // A primitive type is not a valid BsonDocument, so it is wrapped here.
        var document = new BsonDocument("value", value);
        return BsonSerializer.Deserialize<ValueWrapper<T>>(document).Value;
    }

    private sealed class ValueWrapper<T>
    {
        [BsonElement("value")]
        public T Value { get; set; } = default!;
    }
}
