// Follows Orleans.Providers.MongoDB/StorageProviders/Serializers/BinaryGrainStateSerializer.cs of Orleans.Providers.MongoDB
// 9.3.0 (OrleansContrib, MIT; see ProviderSource): Orleans' grain-storage serializer, its bytes copied into a { data: BinData }
// document.
using MongoDB.Bson;
using Orleans.Serialization;
using Orleans.Storage;

namespace SerBench.Serializers.Mongo.GrainState.Provider;

internal sealed class BinaryGrainStateSerializer(Serializer serializer) : IGrainStateSerializer
{
    public const string BinaryElementName = "data";

    // OrleansGrainStorageSerializer (Microsoft.Orleans.Core): per call, Serializer's codec lookup for T, a new growing
    // ArrayBufferWriter, and BinaryData over what it wrote.
    private readonly OrleansGrainStorageSerializer _serializer = new(serializer);

    public T Deserialize<T>(BsonValue value) => _serializer.Deserialize<T>(value[BinaryElementName].AsByteArray)!;

    public BsonValue Serialize<T>(T state)
    {
        var binaryData = _serializer.Serialize(state);
        return new BsonDocument(BinaryElementName, new BsonBinaryData(binaryData.ToArray()));
    }
}
