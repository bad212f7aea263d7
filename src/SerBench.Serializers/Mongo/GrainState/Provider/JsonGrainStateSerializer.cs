// Follows Orleans.Providers.MongoDB/StorageProviders/Serializers/JsonGrainStateSerializer.cs and
// Configuration/JsonGrainStateSerializerOptions.cs of Orleans.Providers.MongoDB 9.3.0 (OrleansContrib, MIT; see
// ProviderSource): Orleans' JSON settings with the provider's defaults, a JObject of the state, and JsonBsonConverter.
using MongoDB.Bson;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using Orleans.Serialization;

namespace SerBench.Serializers.Mongo.GrainState.Provider;

internal sealed class JsonGrainStateSerializer : IGrainStateSerializer
{
    // One settings object, made once; a JsonSerializer is created from it for every call.
    private readonly JsonSerializerSettings _jsonSettings;

    public JsonGrainStateSerializer(IServiceProvider serviceProvider)
    {
        _jsonSettings = OrleansJsonSerializerSettings.GetDefaultSerializerSettings(serviceProvider);
        ConfigureDefaultSettings(_jsonSettings);
    }

    /// <summary>The settings the provider's serializer uses (for tests).</summary>
    public JsonSerializerSettings Settings => _jsonSettings;

    public T Deserialize<T>(BsonValue value)
    {
        using var jsonReader = new JTokenReader(value.ToJToken());

        // The provider creates a serializer per call "to avoid thread-safety issue" (JamesNK/Newtonsoft.Json#1452).
        var jsonSerializer = JsonSerializer.CreateDefault(_jsonSettings);
        return jsonSerializer.Deserialize<T>(jsonReader)!;
    }

    public BsonValue Serialize<T>(T state)
    {
        var jsonSerializer = JsonSerializer.CreateDefault(_jsonSettings);
        return JObject.FromObject(state!, jsonSerializer).ToBson();
    }

    /// <summary>
    /// JsonGrainStateSerializerOptions.ConfigureJsonSerializerSettings' default: always include null and default values, so
    /// that reading can overwrite defaults of the state object that differ from the system's (provider issue #44).
    /// </summary>
    private static void ConfigureDefaultSettings(JsonSerializerSettings settings)
    {
        settings.NullValueHandling = NullValueHandling.Include;
        settings.DefaultValueHandling = DefaultValueHandling.Populate;
    }
}
