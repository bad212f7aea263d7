using System.Reflection;
using SerBench.Adapters;

namespace SerBench.Catalog;

/// <summary>Finds adapters in an assembly: every public, non-abstract class implementing <see cref="ISerializerAdapter"/> with a public parameterless constructor.</summary>
public static class AdapterDiscovery
{
    public static IReadOnlyList<ISerializerAdapter> FromAssembly(Assembly assembly)
    {
        ArgumentNullException.ThrowIfNull(assembly);
        var adapters = new List<ISerializerAdapter>();
        foreach (var type in assembly.GetExportedTypes()
                     .Where(t => t is { IsClass: true, IsAbstract: false } && typeof(ISerializerAdapter).IsAssignableFrom(t))
                     .Where(t => t.GetConstructor(Type.EmptyTypes) is not null)
                     .OrderBy(t => t.FullName, StringComparer.Ordinal))
        {
            try
            {
                adapters.Add((ISerializerAdapter)Activator.CreateInstance(type)!);
            }
            catch (TargetInvocationException ex)
            {
                throw new CatalogException(
                    $"The serializer adapter {type.FullName} threw while being created: {ex.InnerException?.Message}", ex.InnerException);
            }
        }

        return adapters;
    }
}
