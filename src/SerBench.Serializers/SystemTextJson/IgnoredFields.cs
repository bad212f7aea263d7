using System.Reflection;
using System.Text.Json.Serialization;

namespace SerBench.Serializers.SystemTextJson;

/// <summary>
/// Finds public fields System.Text.Json would skip with default options (IncludeFields = false), which would make a
/// round trip lose data without an error.
/// </summary>
internal static class IgnoredFields
{
    /// <summary>The first public instance field without [JsonInclude] in <paramref name="root"/>'s graph, or null.</summary>
    public static FieldInfo? First(Type root) => Visit(root, []);

    /// <summary>What a row with default field handling says of a payload: yes, or no naming the field it would lose.</summary>
    public static Adapters.Support SupportOf(Payloads.PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return First(payload.ClrType) is { } field
            ? Adapters.Support.No(
                $"default options skip public fields (IncludeFields = false), so {field.DeclaringType!.Name}.{field.Name} would be lost; " +
                "make it a property or add [JsonInclude]")
            : Adapters.Support.Yes;
    }

    private static FieldInfo? Visit(Type type, HashSet<Type> seen)
    {
        if (!seen.Add(type) || type.IsPrimitive || type.IsEnum || type == typeof(string))
        {
            return null;
        }

        if (type.IsArray)
        {
            return Visit(type.GetElementType()!, seen);
        }

        // Framework types (collections, Guid, DateTime, Nullable<T>) have their own converters; only type arguments matter.
        if (type.Assembly == typeof(object).Assembly)
        {
            return type.IsGenericType ? type.GetGenericArguments().Select(a => Visit(a, seen)).FirstOrDefault(f => f is not null) : null;
        }

        var ignored = type.GetFields(BindingFlags.Public | BindingFlags.Instance)
            .FirstOrDefault(f => !f.IsDefined(typeof(JsonIncludeAttribute)) && !f.IsDefined(typeof(JsonIgnoreAttribute)));
        if (ignored is not null)
        {
            return ignored;
        }

        return type.GetProperties(BindingFlags.Public | BindingFlags.Instance)
            .Where(p => p.GetIndexParameters().Length == 0)
            .Select(p => Visit(p.PropertyType, seen))
            .FirstOrDefault(f => f is not null);
    }
}
