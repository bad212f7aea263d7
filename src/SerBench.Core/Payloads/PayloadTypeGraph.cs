using System.Collections;
using System.Reflection;

namespace SerBench.Payloads;

/// <summary>
/// The object types of a payload's graph (classes and structs reached through public properties, fields and
/// collection elements), so a serializer row can name the user type that lacks what it needs.
/// </summary>
public static class PayloadTypeGraph
{
    /// <summary>Every non-collection, non-scalar type reachable from <paramref name="root"/>, root first.</summary>
    public static IReadOnlyList<Type> ObjectTypes(Type root)
    {
        ArgumentNullException.ThrowIfNull(root);
        var found = new List<Type>();
        Walk(root, new HashSet<Type>(), found);
        return found;
    }

    /// <summary>The first class in the graph without a public parameterless constructor that <paramref name="exempt"/> does not excuse, or null.</summary>
    public static Type? FirstWithoutParameterlessConstructor(Type root, Func<Type, bool>? exempt = null) =>
        ObjectTypes(root).FirstOrDefault(t => !t.IsValueType && t.GetConstructor(Type.EmptyTypes) is null && exempt?.Invoke(t) != true);

    /// <summary>The first public property in the graph without a public setter (get-only, or a private setter), as "Type.Property", or null.</summary>
    public static string? FirstPropertyWithoutPublicSetter(Type root) =>
        ObjectTypes(root)
            .SelectMany(t => t.GetProperties(BindingFlags.Public | BindingFlags.Instance)
                .Where(p => p.GetIndexParameters().Length == 0 && p.SetMethod is not { IsPublic: true })
                .Select(p => $"{t.Name}.{p.Name}"))
            .FirstOrDefault();

    /// <summary>The type as C# spells it, for messages that tell users what to write: List&lt;Order&gt;, not List`1.</summary>
    public static string CSharpName(Type type)
    {
        ArgumentNullException.ThrowIfNull(type);
        if (Nullable.GetUnderlyingType(type) is { } underlying)
        {
            return CSharpName(underlying) + "?";
        }

        if (type.IsArray)
        {
            return CSharpName(type.GetElementType()!) + "[]";
        }

        if (!type.IsGenericType)
        {
            return type.Name;
        }

        var name = type.Name[..type.Name.IndexOf('`', StringComparison.Ordinal)];
        return $"{name}<{string.Join(", ", type.GetGenericArguments().Select(CSharpName))}>";
    }

    private static void Walk(Type type, HashSet<Type> seen, List<Type> found)
    {
        if (!seen.Add(type))
        {
            return;
        }

        if (Nullable.GetUnderlyingType(type) is { } underlying)
        {
            Walk(underlying, seen, found);
            return;
        }

        if (type.IsPrimitive || type.IsEnum || type == typeof(string) || type == typeof(object) || type == typeof(decimal) ||
            type == typeof(Guid) || type == typeof(DateTime) || type == typeof(DateTimeOffset) || type == typeof(TimeSpan) ||
            type == typeof(byte[]))
        {
            return;
        }

        if (type.IsArray)
        {
            Walk(type.GetElementType()!, seen, found);
            return;
        }

        if (type.IsGenericType && typeof(IEnumerable).IsAssignableFrom(type))
        {
            foreach (var argument in type.GetGenericArguments())
            {
                Walk(argument, seen, found);
            }

            return;
        }

        found.Add(type);
        foreach (var property in type.GetProperties(BindingFlags.Public | BindingFlags.Instance).Where(p => p.GetIndexParameters().Length == 0))
        {
            Walk(property.PropertyType, seen, found);
        }

        foreach (var field in type.GetFields(BindingFlags.Public | BindingFlags.Instance))
        {
            Walk(field.FieldType, seen, found);
        }
    }
}
