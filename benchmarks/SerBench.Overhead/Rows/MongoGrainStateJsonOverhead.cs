using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using SerBench.Payloads.Models;
using SerBench.Serializers.Mongo.GrainState;

namespace SerBench.Overhead.Rows;

/// <summary>`mongo-grainstate-json`: Newtonsoft's JObject of the state with the provider's settings, converted to a BSON document, and back.</summary>
public class MongoGrainStateJsonOverhead : MongoGrainStateOverhead
{
    private readonly JsonSerializerSettings _settings = MongoGrainStateJsonAdapter.Settings();

    protected override string RowId => "mongo-grainstate-json";

    protected override void WriteDirect() =>
        WriteDocument(JsonBsonConverter.ToBson(JObject.FromObject(Value, JsonSerializer.Create(_settings))));

    protected override SimpleObject ReadDirect()
    {
        using var reader = new JTokenReader(JsonBsonConverter.ToJToken(ReadDocument()));
        return JsonSerializer.Create(_settings).Deserialize<SimpleObject>(reader)!;
    }
}
