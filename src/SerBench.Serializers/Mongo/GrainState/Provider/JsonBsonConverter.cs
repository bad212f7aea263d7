// Follows Orleans.Providers.MongoDB/StorageProviders/JsonBsonConverter.cs of Orleans.Providers.MongoDB 9.3.0 (OrleansContrib,
// MIT; see ProviderSource): how its JSON grain-state serializer turns the JObject it makes into the BSON it stores, and back.
// One deliberate difference: the provider formats dates and Guids under the current culture; SerBench formats them under
// the invariant one, so the bytes do not depend on the machine (the two agree wherever ':' is the time separator).
using System.Globalization;
using MongoDB.Bson;
using Newtonsoft.Json.Linq;

namespace SerBench.Serializers.Mongo.GrainState.Provider;

internal static class JsonBsonConverter
{
    private const string DateFormat = "yyyy-MM-ddTHH:mm:ss.FFFFFFFK";

    public static BsonDocument ToBson(this JObject source)
    {
        var result = new BsonDocument();
        foreach (var property in source)
        {
            result.Add(property.Key.EscapeJson(), property.Value!.ToBson());
        }

        return result;
    }

    public static JObject ToJToken(this BsonDocument source)
    {
        var result = new JObject();
        foreach (var property in source)
        {
            result.Add(property.Name.UnescapeBson(), property.Value.ToJToken());
        }

        return result;
    }

    public static BsonArray ToBson(this JArray source)
    {
        var result = new BsonArray();
        foreach (var item in source)
        {
            result.Add(item.ToBson());
        }

        return result;
    }

    public static JArray ToJToken(this BsonArray source)
    {
        var result = new JArray();
        foreach (var item in source)
        {
            result.Add(item.ToJToken());
        }

        return result;
    }

    public static BsonValue ToBson(this JToken source)
    {
        switch (source.Type)
        {
            case JTokenType.Object:
                return ((JObject)source).ToBson();
            case JTokenType.Array:
                return ((JArray)source).ToBson();
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
                return ((JValue)source).Value switch
                {
                    DateTime dateTime => dateTime.ToString(DateFormat, CultureInfo.InvariantCulture),
                    DateTimeOffset dateTimeOffset => dateTimeOffset.UtcDateTime.ToString(DateFormat, CultureInfo.InvariantCulture),
                    var value => Convert.ToString(value, CultureInfo.InvariantCulture),
                };
        }

        throw new NotSupportedException($"Cannot convert {source.GetType()} to Bson.");
    }

    public static JToken ToJToken(this BsonValue source) => source.BsonType switch
    {
        BsonType.Document => source.AsBsonDocument.ToJToken(),
        BsonType.Array => source.AsBsonArray.ToJToken(),
        BsonType.Double => new JValue(source.AsDouble),
        BsonType.String => new JValue(source.AsString),
        BsonType.Boolean => new JValue(source.AsBoolean),
        BsonType.DateTime => new JValue(source.ToUniversalTime()),
        BsonType.Int32 => new JValue(source.AsInt32),
        BsonType.Int64 => new JValue(source.AsInt64),
        BsonType.Decimal128 => new JValue(source.AsDecimal),
        BsonType.Binary => new JValue(source.AsBsonBinaryData.Bytes),
        BsonType.Null => JValue.CreateNull(),
        BsonType.Undefined => JValue.CreateUndefined(),
        _ => throw new NotSupportedException($"Cannot convert {source.GetType()} to Json."),
    };

    // BSON element names may not start with '$' in MongoDB: Newtonsoft's $type and $id become __type and __id.
    private static string EscapeJson(this string value) => value.Length > 0 && value[0] == '$' ? "__" + value[1..] : value;

    private static string UnescapeBson(this string value) => value.Length >= 2 && value[0] == '_' && value[1] == '_' ? "$" + value[2..] : value;
}
