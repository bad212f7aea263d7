using System.Reflection;

namespace SerBench.Serializers.Formatters;

#pragma warning disable SYSLIB0050 // The flags are read to predict what BinaryFormatter accepts, not used to serialize.

/// <summary>Finds a type BinaryFormatter would refuse: one in the graph of instance fields not marked [Serializable].</summary>
internal static class SerializableGraph
{
    /// <summary>The first type of <paramref name="root"/>'s graph not marked [Serializable], or null.</summary>
    public static Type? FirstNotSerializable(Type root) => Visit(root, []);

    private static Type? Visit(Type type, HashSet<Type> seen)
    {
        if (!seen.Add(type) || type == typeof(object) || type.IsPrimitive || type.IsEnum || type.IsPointer)
        {
            return null;
        }

        if (type.IsArray)
        {
            return Visit(type.GetElementType()!, seen);
        }

        if ((type.Attributes & TypeAttributes.Serializable) == 0)
        {
            return type;
        }

        // Framework types (List<T>, Dictionary<K,V>, Guid, …) serialize themselves; only their type arguments matter.
        if (type.Assembly == typeof(object).Assembly)
        {
            return type.IsGenericType ? type.GetGenericArguments().Select(a => Visit(a, seen)).FirstOrDefault(t => t is not null) : null;
        }

        for (var t = type; t is not null && t != typeof(object); t = t.BaseType)
        {
            foreach (var field in t.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
            {
                if (field.IsNotSerialized)
                {
                    continue;
                }

                if (Visit(field.FieldType, seen) is { } bad)
                {
                    return bad;
                }
            }
        }

        return null;
    }
}
