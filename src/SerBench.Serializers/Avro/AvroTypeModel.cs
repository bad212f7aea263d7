using System.Collections.Concurrent;
using System.Globalization;
using Avro;
using Avro.Reflect;

namespace SerBench.Serializers.Avro;

/// <summary>
/// One CLR type's Avro schema and the Reflect API's class cache for it, built once per type. Every record type
/// is registered with its own schema: the cache otherwise follows nested records by field name only, so two
/// records with a field of the same name (grain state's several Ids) would share one class.
/// </summary>
internal sealed class AvroTypeModel
{
    private static readonly ConcurrentDictionary<Type, AvroTypeModel> Models = new();

    static AvroTypeModel()
    {
        // Reflect converts no System.Decimal to Avro's decimal logical type: decimals travel as invariant strings.
        ClassCache.AddDefaultConverter<string, decimal>(
            (text, _) => decimal.Parse(text, NumberStyles.Number, CultureInfo.InvariantCulture),
            (value, _) => value.ToString(CultureInfo.InvariantCulture));
    }

    private AvroTypeModel(Type type)
    {
        Schema = Schema.Parse(AvroSchemaBuilder.For(type));
        Cache = new ClassCache();
        Register(type, Schema, []);
    }

    public Schema Schema { get; }

    public ClassCache Cache { get; }

    public static AvroTypeModel Of(Type type) => Models.GetOrAdd(type, static t => new AvroTypeModel(t));

    private void Register(Type type, Schema schema, HashSet<string> done)
    {
        switch (schema)
        {
            case RecordSchema record when done.Add(record.Fullname):
                Cache.LoadClassCache(type, record);
                foreach (var field in record.Fields)
                {
                    Register(type.GetProperty(field.Name)!.PropertyType, field.Schema, done);
                }

                break;
            case UnionSchema union:
                foreach (var branch in union.Schemas.Where(s => s.Tag != Schema.Type.Null))
                {
                    Register(Nullable.GetUnderlyingType(type) ?? type, branch, done);
                }

                break;
            case ArraySchema array:
                Register(AvroSchemaBuilder.ListElement(type)!, array.ItemSchema, done);
                break;
            case MapSchema map:
                Register(AvroSchemaBuilder.MapValue(type)!, map.ValueSchema, done);
                break;
        }
    }
}
