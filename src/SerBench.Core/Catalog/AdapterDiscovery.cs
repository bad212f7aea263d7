using System.Reflection;
using SerBench.Adapters;

namespace SerBench.Catalog;

/// <summary>Finds adapters in an assembly: every public, non-abstract class implementing <see cref="ISerializerAdapter"/> with a public parameterless constructor.</summary>
public static class AdapterDiscovery
{
    public static IReadOnlyList<ISerializerAdapter> FromAssembly(Assembly assembly) =>
        FromAssembly(assembly, (type, error) => throw new CatalogException(
            $"The serializer adapter {type.FullName} threw while being created: {error.Message}", error));

    /// <summary>
    /// The adapters of <paramref name="assembly"/>; an adapter whose constructor throws is left out and handed to
    /// <paramref name="failed"/> with what it threw (a NativeAOT measuring process: a row whose library needs what the
    /// trimmed program lacks fails there, and the other rows are still measured).
    /// </summary>
    internal static IReadOnlyList<ISerializerAdapter> FromAssembly(Assembly assembly, Action<Type, Exception> failed)
    {
        ArgumentNullException.ThrowIfNull(assembly);
        ArgumentNullException.ThrowIfNull(failed);
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
                failed(type, ex.InnerException ?? ex);
            }
        }

        return adapters;
    }
}
