using System.Collections;
using System.Collections.Concurrent;
using System.Linq.Expressions;
using System.Reflection;
using System.Text.Json;

namespace SerBench.Equality;

/// <summary>How a declared type is compared; decided once per type so the walk is a switch, not reflection.</summary>
internal enum ShapeKind
{
    /// <summary>Declared <see cref="object"/>: compared by the runtime values.</summary>
    Untyped,
    String,
    Double,
    Single,
    DateTime,
    DateTimeOffset,
    ByteArray,
    JsonElement,

    /// <summary>Primitives, enums, decimal, Guid, TimeSpan and other BCL value types: <see cref="object.Equals(object?)"/>.</summary>
    Leaf,
    Dictionary,
    Sequence,

    /// <summary>An object compared member by member.</summary>
    Composite,
}

/// <summary>A public instance property or field with a compiled getter (reflection per read would not meet the time budget).</summary>
internal sealed record MemberAccessor(string Name, Type DeclaredType, Func<object, object?> Get);

/// <summary>The cached comparison plan of one type.</summary>
internal sealed class TypeShape
{
    private static readonly ConcurrentDictionary<Type, TypeShape> Cache = new();

    private MemberAccessor[]? _members;
    private MemberAccessor[]? _pairMembers;

    private TypeShape(Type type, ShapeKind kind, Type? elementType)
    {
        Type = type;
        Kind = kind;
        ElementType = elementType;
    }

    public Type Type { get; }

    public ShapeKind Kind { get; }

    /// <summary>The element type of a sequence, or the KeyValuePair type of a dictionary's enumeration (object when unknown).</summary>
    public Type? ElementType { get; }

    /// <summary>Members of a composite type, in declaration order (properties, then fields).</summary>
    public MemberAccessor[] Members => _members ??= BuildMembers(Type);

    /// <summary>For a dictionary: the Key and Value accessors of its KeyValuePair element type.</summary>
    public MemberAccessor[] PairMembers => _pairMembers ??= BuildMembers(ElementType!);

    public static TypeShape For(Type type) => Cache.GetOrAdd(type, Create);

    private static TypeShape Create(Type type)
    {
        var underlying = Nullable.GetUnderlyingType(type);
        if (underlying is not null)
        {
            // Boxed nullables are either null or the boxed underlying value.
            return For(underlying);
        }

        var kind = Classify(type, out var elementType);
        return new TypeShape(type, kind, elementType);
    }

    private static ShapeKind Classify(Type type, out Type? elementType)
    {
        elementType = null;
        if (type == typeof(object)) return ShapeKind.Untyped;
        if (type == typeof(string)) return ShapeKind.String;
        if (type == typeof(double)) return ShapeKind.Double;
        if (type == typeof(float)) return ShapeKind.Single;
        if (type == typeof(DateTime)) return ShapeKind.DateTime;
        if (type == typeof(DateTimeOffset)) return ShapeKind.DateTimeOffset;
        if (type == typeof(byte[])) return ShapeKind.ByteArray;
        if (type == typeof(JsonElement)) return ShapeKind.JsonElement;
        if (IsLeaf(type)) return ShapeKind.Leaf;

        if (typeof(IEnumerable).IsAssignableFrom(type))
        {
            var pair = DictionaryPairType(type);
            if (pair is not null)
            {
                elementType = pair;
                return ShapeKind.Dictionary;
            }

            elementType = type.IsArray ? type.GetElementType()! : EnumerableElementType(type) ?? typeof(object);
            return ShapeKind.Sequence;
        }

        return HasMembers(type) ? ShapeKind.Composite : ShapeKind.Leaf;
    }

    private static bool HasMembers(Type type) =>
        type.GetFields(BindingFlags.Public | BindingFlags.Instance).Length > 0 ||
        type.GetProperties(BindingFlags.Public | BindingFlags.Instance)
            .Any(p => p.GetIndexParameters().Length == 0 && p.GetMethod is { IsPublic: true });

    private static bool IsLeaf(Type type) =>
        type.IsPrimitive || type.IsEnum || type == typeof(decimal) || type == typeof(Guid) ||
        type == typeof(TimeSpan) || type == typeof(Uri) || type == typeof(Version) ||
        (type.IsValueType && !type.IsGenericType && type.Assembly == typeof(object).Assembly);

    private static Type? DictionaryPairType(Type type)
    {
        foreach (var candidate in type.GetInterfaces().Prepend(type))
        {
            if (candidate.IsGenericType &&
                (candidate.GetGenericTypeDefinition() == typeof(IDictionary<,>) ||
                 candidate.GetGenericTypeDefinition() == typeof(IReadOnlyDictionary<,>)))
            {
                return typeof(KeyValuePair<,>).MakeGenericType(candidate.GetGenericArguments());
            }
        }

        return typeof(IDictionary).IsAssignableFrom(type) ? typeof(DictionaryEntry) : null;
    }

    private static Type? EnumerableElementType(Type type)
    {
        foreach (var candidate in type.GetInterfaces().Prepend(type))
        {
            if (candidate.IsGenericType && candidate.GetGenericTypeDefinition() == typeof(IEnumerable<>))
            {
                return candidate.GetGenericArguments()[0];
            }
        }

        return null;
    }

    private static MemberAccessor[] BuildMembers(Type type)
    {
        var members = new List<MemberAccessor>();
        foreach (var property in type.GetProperties(BindingFlags.Public | BindingFlags.Instance))
        {
            if (property.GetIndexParameters().Length == 0 && property.GetMethod is { IsPublic: true })
            {
                members.Add(new MemberAccessor(property.Name, property.PropertyType, Compile(type, property)));
            }
        }

        foreach (var field in type.GetFields(BindingFlags.Public | BindingFlags.Instance))
        {
            members.Add(new MemberAccessor(field.Name, field.FieldType, Compile(type, field)));
        }

        return [.. members];
    }

    private static Func<object, object?> Compile(Type owner, MemberInfo member)
    {
        var instance = Expression.Parameter(typeof(object), "instance");
        var typed = owner.IsValueType ? Expression.Unbox(instance, owner) : Expression.Convert(instance, owner);
        var access = Expression.MakeMemberAccess(typed, member);
        var body = Expression.Convert(access, typeof(object));
        return Expression.Lambda<Func<object, object?>>(body, instance).Compile();
    }
}
