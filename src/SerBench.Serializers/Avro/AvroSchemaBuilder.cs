using System.Reflection;
using System.Text.Json.Nodes;

namespace SerBench.Serializers.Avro;

/// <summary>
/// The Avro schema a schema-first user would write for a CLR type, built from its public read-write properties
/// in declaration order: classes as records, references as unions with null, List&lt;T&gt; as arrays,
/// Dictionary&lt;string, T&gt; as maps, enums as enums, Guid as the uuid logical type, DateTime as
/// timestamp-micros, and decimal as a string (Avro's Reflect API converts no System.Decimal to its decimal type).
/// </summary>
internal sealed class AvroSchemaBuilder
{
    private readonly HashSet<Type> _named = [];

    /// <summary>The schema as Avro's JSON.</summary>
    public static string For(Type type) => new AvroSchemaBuilder().Of(type, nullable: false).ToJsonString();

    /// <summary>Why the Reflect API cannot take <paramref name="type"/>, or null when it can.</summary>
    public static string? Unsupported(Type type) => Unsupported(type, []);

    private static string? Unsupported(Type type, HashSet<Type> seen)
    {
        if (!seen.Add(type) || Scalar(type) is not null || type.IsEnum)
        {
            return null;
        }

        if (type.IsPrimitive)
        {
            return $"it has a {type.Name} member, which has no Avro type of its own (Avro has int, long, float, double, boolean)";
        }

        if (type == typeof(object))
        {
            return "it has an untyped (object) member, and an Avro schema gives every field one type";
        }

        if (type.IsArray)
        {
            return $"it has an array member ({type.Name}), and Avro's Reflect API maps Avro arrays only to generic lists";
        }

        if (Nullable.GetUnderlyingType(type) is { } underlying)
        {
            return Unsupported(underlying, seen);
        }

        if (ListElement(type) is { } element)
        {
            return Unsupported(element, seen);
        }

        if (MapValue(type) is { } value)
        {
            return type.GetGenericArguments()[0] == typeof(string) ? Unsupported(value, seen) : "it has a dictionary whose keys are not strings, and Avro maps have string keys";
        }

        if (type.IsValueType || type.IsAbstract || type.IsInterface || type.GetConstructor(Type.EmptyTypes) is null)
        {
            return $"{type.Name} is not a class with a parameterless constructor, which Avro's Reflect API creates records as";
        }

        return Properties(type).Select(p => Unsupported(p.PropertyType, seen)).FirstOrDefault(why => why is not null);
    }

    private JsonNode Of(Type type, bool nullable)
    {
        if (Nullable.GetUnderlyingType(type) is { } underlying)
        {
            return Union(Of(underlying, nullable: false));
        }

        JsonNode node = type switch
        {
            _ when Scalar(type) is { } scalar => scalar,
            _ when type.IsEnum => Named(type, () => new JsonObject
            {
                ["type"] = "enum",
                ["name"] = Name(type),
                ["symbols"] = new JsonArray([.. Enum.GetNames(type).Select(n => (JsonNode)n)]),
            }),
            _ when ListElement(type) is { } element => new JsonObject { ["type"] = "array", ["items"] = Of(element, nullable: false) },
            _ when MapValue(type) is { } value => new JsonObject { ["type"] = "map", ["values"] = Of(value, nullable: !value.IsValueType) },
            _ => Named(type, () => new JsonObject
            {
                ["type"] = "record",
                ["name"] = Name(type),
                ["fields"] = new JsonArray([.. Properties(type).Select(p => (JsonNode)new JsonObject
                {
                    ["name"] = p.Name,
                    ["type"] = Of(p.PropertyType, nullable: !p.PropertyType.IsValueType),
                })]),
            }),
        };
        return nullable ? Union(node) : node;
    }

    /// <summary>The Avro type of a CLR type written as one value, or null for every other type.</summary>
    private static JsonNode? Scalar(Type type) => type switch
    {
        _ when type == typeof(int) => "int",
        _ when type == typeof(long) => "long",
        _ when type == typeof(float) => "float",
        _ when type == typeof(double) => "double",
        _ when type == typeof(bool) => "boolean",
        _ when type == typeof(string) || type == typeof(decimal) => "string",
        _ when type == typeof(byte[]) => "bytes",
        _ when type == typeof(Guid) => new JsonObject { ["type"] = "string", ["logicalType"] = "uuid" },
        _ when type == typeof(DateTime) => new JsonObject { ["type"] = "long", ["logicalType"] = "timestamp-micros" },
        _ => null,
    };

    /// <summary>A named type is defined once; later uses refer to it by name (and recursion ends there).</summary>
    private JsonNode Named(Type type, Func<JsonNode> define) => _named.Add(type) ? define() : Name(type);

    private static JsonArray Union(JsonNode node) => new("null", node);

    private static string Name(Type type) => type.FullName!.Replace('+', '_');

    internal static Type? ListElement(Type type) =>
        type.IsGenericType && type.GetGenericTypeDefinition() == typeof(List<>) ? type.GetGenericArguments()[0] : null;

    internal static Type? MapValue(Type type) =>
        type.IsGenericType && type.GetGenericTypeDefinition() == typeof(Dictionary<,>) ? type.GetGenericArguments()[1] : null;

    internal static IEnumerable<PropertyInfo> Properties(Type type) =>
        type.GetProperties(BindingFlags.Public | BindingFlags.Instance)
            .Where(p => p.CanRead && p.CanWrite && p.GetIndexParameters().Length == 0)
            .OrderBy(p => p.MetadataToken);
}
