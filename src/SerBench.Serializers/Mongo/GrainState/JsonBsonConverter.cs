// Reproduces JsonBsonConverter of Orleans.Providers.MongoDB (OrleansContrib, MIT licence,
// Orleans.Providers.MongoDB/StorageProviders/JsonBsonConverter.cs, the 8.x line): how its JSON grain-state
// serializer turns the JObject it makes into the BSON document it stores, and back. The package is not on this
// machine's package source; this is SerBench's copy of the conversion, kept to what the provider does.
using System.Globalization;
using MongoDB.Bson;
using Newtonsoft.Json.Linq;

namespace SerBench.Serializers.Mongo.GrainState;

internal static class JsonBsonConverter
{
    public static BsonDocument ToBson(JObject source)
    {
        var result = new BsonDocument();
        foreach (var property in source)
        {
            result.Add(EscapeJson(property.Key), ToBson(property.Value!));
        }

        return result;
    }

    public static JObject ToJToken(BsonDocument source)
    {
        var result = new JObject();
        foreach (var element in source)
        {
            result.Add(UnescapeBson(element.Name), ToJToken(element.Value));
        }

        return result;
    }

    private static BsonValue ToBson(JToken source)
    {
        switch (source.Type)
        {
            case JTokenType.Object:
                return ToBson((JObject)source);
            case JTokenType.Array:
                var array = new BsonArray();
                foreach (var item in (JArray)source)
                {
                    array.Add(ToBson(item));
                }

                return array;
            case JTokenType.Integer:
            case JTokenType.Float:
            case JTokenType.String:
            case JTokenType.Boolean:
            case JTokenType.Bytes:
                return BsonValue.Create(((JValue)source).Value);
            case JTokenType.Null:
                return BsonNull.Value;
            case JTokenType.Undefined:
                return BsonUndefined.Value;
            case JTokenType.Guid:
            case JTokenType.Uri:
            case JTokenType.TimeSpan:
                return BsonValue.Create(((JValue)source).ToString(CultureInfo.InvariantCulture));
            case JTokenType.Date:
                // The provider's default: dates as text, to the second.
                return ((JValue)source).Value switch
                {
                    DateTime dateTime => dateTime.ToString("yyyy-MM-ddTHH:mm:ssK", CultureInfo.InvariantCulture),
                    DateTimeOffset offset => offset.UtcDateTime.ToString("yyyy-MM-ddTHH:mm:ssK", CultureInfo.InvariantCulture),
                    var other => Convert.ToString(other, CultureInfo.InvariantCulture),
                };
            default:
                throw new NotSupportedException($"Cannot convert {source.Type} to BSON.");
        }
    }

    private static JToken ToJToken(BsonValue source) => source.BsonType switch
    {
        BsonType.Document => ToJToken(source.AsBsonDocument),
        BsonType.Array => new JArray(source.AsBsonArray.Select(ToJToken)),
        BsonType.Double => new JValue(source.AsDouble),
        BsonType.String => new JValue(source.AsString),
        BsonType.Boolean => new JValue(source.AsBoolean),
        BsonType.DateTime => new JValue(source.ToLocalTime()),
        BsonType.Int32 => new JValue(source.AsInt32),
        BsonType.Int64 => new JValue(source.AsInt64),
        BsonType.Decimal128 => new JValue(source.AsDecimal),
        BsonType.Binary => new JValue(source.AsBsonBinaryData.Bytes),
        BsonType.Null => JValue.CreateNull(),
        BsonType.Undefined => JValue.CreateUndefined(),
        _ => throw new NotSupportedException($"Cannot convert BSON {source.BsonType} to JSON."),
    };

    // BSON element names may not start with '$' in MongoDB: Newtonsoft's $type and $id become __type and __id.
    private static string EscapeJson(string value) => value.Length > 0 && value[0] == '$' ? "__" + value[1..] : value;

    private static string UnescapeBson(string value) => value.Length >= 2 && value[0] == '_' && value[1] == '_' ? "$" + value[2..] : value;
}
