using System.Collections;
using System.Reflection;
using System.Runtime.Serialization;

namespace SerBench.Payloads;

/// <summary>Walks a type graph (public instance properties and fields) and reports its <see cref="PayloadFeatures"/>.</summary>
public static class PayloadFeaturesDetector
{
    public static PayloadFeatures Detect(Type root)
    {
        ArgumentNullException.ThrowIfNull(root);
        var features = PayloadFeatures.DataContractAnnotated | PayloadFeatures.SerializableAnnotated;
        if (IsCollection(root))
        {
            features |= PayloadFeatures.CollectionRoot;
        }

        var seen = new HashSet<Type>();
        var anyClass = false;
        Visit(root, seen, ref features, ref anyClass);
        if (!anyClass)
        {
            features &= ~(PayloadFeatures.DataContractAnnotated | PayloadFeatures.SerializableAnnotated);
        }

        return features;
    }

    private static void Visit(Type type, HashSet<Type> seen, ref PayloadFeatures features, ref bool anyClass)
    {
        if (!seen.Add(type))
        {
            return;
        }

        var underlying = Nullable.GetUnderlyingType(type);
        if (underlying is not null)
        {
            features |= PayloadFeatures.Nullable;
            Visit(underlying, seen, ref features, ref anyClass);
            return;
        }

        if (type == typeof(object))
        {
            features |= PayloadFeatures.UntypedMember;
            return;
        }

        if (type == typeof(decimal)) { features |= PayloadFeatures.Decimal; return; }
        if (type == typeof(Guid)) { features |= PayloadFeatures.Guid; return; }
        if (type == typeof(DateTime)) { features |= PayloadFeatures.DateTime; return; }
        if (type == typeof(DateTimeOffset)) { features |= PayloadFeatures.DateTimeOffset; return; }
        if (type == typeof(byte[])) { features |= PayloadFeatures.ByteArray; return; }
        if (type.IsEnum) { features |= PayloadFeatures.Enum; return; }
        if (type.IsPrimitive || type == typeof(string) || type == typeof(TimeSpan))
        {
            return;
        }

        if (type.IsArray)
        {
            Visit(type.GetElementType()!, seen, ref features, ref anyClass);
            return;
        }

        if (type.IsGenericType && typeof(IEnumerable).IsAssignableFrom(type))
        {
            if (IsDictionary(type))
            {
                features |= PayloadFeatures.Dictionary;
            }

            foreach (var argument in type.GetGenericArguments())
            {
                Visit(argument, seen, ref features, ref anyClass);
            }

            return;
        }

        anyClass = true;
        if (type.GetCustomAttribute<DataContractAttribute>() is null)
        {
            features &= ~PayloadFeatures.DataContractAnnotated;
        }

#pragma warning disable SYSLIB0050 // The flag is read, not used to serialize.
        if (!type.IsSerializable)
#pragma warning restore SYSLIB0050
        {
            features &= ~PayloadFeatures.SerializableAnnotated;
        }

        if (!type.IsValueType && type.GetConstructor(Type.EmptyTypes) is null)
        {
            features |= PayloadFeatures.ImmutableTypes;
        }

        foreach (var property in type.GetProperties(BindingFlags.Public | BindingFlags.Instance))
        {
            if (property.GetIndexParameters().Length > 0)
            {
                continue;
            }

            if (property.SetMethod is null || !property.SetMethod.IsPublic)
            {
                features |= PayloadFeatures.ImmutableTypes;
            }

            Visit(property.PropertyType, seen, ref features, ref anyClass);
        }

        foreach (var field in type.GetFields(BindingFlags.Public | BindingFlags.Instance))
        {
            Visit(field.FieldType, seen, ref features, ref anyClass);
        }
    }

    private static bool IsCollection(Type type) =>
        type != typeof(string) && typeof(IEnumerable).IsAssignableFrom(type);

    private static bool IsDictionary(Type type) =>
        typeof(IDictionary).IsAssignableFrom(type) ||
        type.GetInterfaces().Append(type).Any(i => i.IsGenericType &&
            (i.GetGenericTypeDefinition() == typeof(IDictionary<,>) || i.GetGenericTypeDefinition() == typeof(IReadOnlyDictionary<,>)));
}
