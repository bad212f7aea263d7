using System.Reflection;
using SerBench.Catalog;

namespace SerBench.Hosting;

/// <summary>
/// One serializer registration of a <see cref="LabBuilder"/>, turned into adapters only when the lab is
/// built, so that an adapter whose constructor throws is reported by name instead of crashing the caller.
/// </summary>
internal sealed class SerializerRegistration
{
    private readonly Func<IReadOnlyList<ISerializerAdapter>> _create;

    private SerializerRegistration(Func<IReadOnlyList<ISerializerAdapter>> create, bool isInstance)
    {
        _create = create;
        IsInstance = isInstance;
    }

    /// <summary>True for an instance the user created: it is kept even when another of its type is registered.</summary>
    public bool IsInstance { get; }

    public static SerializerRegistration OfInstance(ISerializerAdapter adapter) => new(() => [adapter], isInstance: true);

    public static SerializerRegistration OfType(Type type, Func<Type, ISerializerAdapter> create) =>
        new(() => [CreateNamed(type, create)], isInstance: false);

    public static SerializerRegistration OfAssembly(Assembly assembly) => new(() => AdapterDiscovery.FromAssembly(assembly), isInstance: false);

    public IReadOnlyList<ISerializerAdapter> Create() => _create();

    private static ISerializerAdapter CreateNamed(Type type, Func<Type, ISerializerAdapter> create)
    {
        try
        {
            return create(type);
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            var inner = ex is TargetInvocationException { InnerException: { } i } ? i : ex;
            throw new CatalogException(
                $"The serializer adapter {type.FullName} threw while being created: {inner.GetType().Name}: {inner.Message}", inner);
        }
    }
}
