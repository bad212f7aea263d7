using System.Reflection;

namespace SerBench.Labs.Aot;

/// <summary>
/// Which rows own a warning: a warning names a member (Namespace.Type.Method) or an assembly; a row owns the namespaces
/// of its adapter and of its library's assembly. The longest matching namespace wins, so a warning inside
/// Newtonsoft.Json.Bson goes to the BSON row, not to every Newtonsoft row; rows with the same owner share its warnings.
/// </summary>
internal sealed class AotAttribution
{
    private readonly List<(string Prefix, string Row)> _prefixes = [];
    private readonly List<(string Assembly, string Row)> _assemblies = [];

    public AotAttribution(IEnumerable<(string Row, string AdapterNamespace, IEnumerable<Assembly> Libraries)> rows, IEnumerable<(string Row, string AdapterType)>? adapterTypes = null)
    {
        ArgumentNullException.ThrowIfNull(rows);
        // The adapter's own type is the longest prefix there is: a warning in a row's adapter code is that row's alone.
        foreach (var (row, type) in adapterTypes ?? [])
        {
            _prefixes.Add((type, row));
        }

        foreach (var (row, adapterNamespace, libraries) in rows)
        {
            _prefixes.Add((adapterNamespace, row));
            foreach (var library in libraries)
            {
                _assemblies.Add((library.GetName().Name ?? string.Empty, row));
                foreach (var ns in Namespaces(library))
                {
                    _prefixes.Add((ns, row));
                }
            }
        }
    }

    /// <summary>The rows built from adapters: each adapter's namespace, and its package's assembly when one of that name is loadable.</summary>
    public static AotAttribution For(IReadOnlyList<ISerializerAdapter> adapters) =>
        new(adapters.Select(a => (a.Info.Id, a.GetType().Namespace ?? string.Empty, Libraries(a))), adapters.Select(a => (a.Info.Id, a.GetType().FullName!)));

    /// <summary>The rows a diagnostic belongs to (empty: no selected row owns it).</summary>
    public IReadOnlyList<string> Owners(IlcDiagnostic diagnostic)
    {
        ArgumentNullException.ThrowIfNull(diagnostic);
        if (diagnostic.Assembly is { } assembly)
        {
            return [.. _assemblies.Where(a => string.Equals(a.Assembly, assembly, StringComparison.OrdinalIgnoreCase)).Select(a => a.Row).Distinct()];
        }

        if (diagnostic.Member is not { } member)
        {
            return [];
        }

        var matches = _prefixes.Where(p => member.StartsWith(p.Prefix + ".", StringComparison.Ordinal)).ToList();
        if (matches.Count == 0)
        {
            return [];
        }

        var longest = matches.Max(p => p.Prefix.Length);
        return [.. matches.Where(p => p.Prefix.Length == longest).Select(p => p.Row).Distinct().Order(StringComparer.Ordinal)];
    }

    private static IEnumerable<Assembly> Libraries(ISerializerAdapter adapter)
    {
        // "System.Runtime.Serialization (shared framework)" names the assembly before the parenthesis.
        var package = adapter.Info.Package.Split(" (")[0].Trim();
        if (string.Equals(package, adapter.GetType().Assembly.GetName().Name, StringComparison.OrdinalIgnoreCase))
        {
            // A row whose code is its own adapter (envelope-custom): no library beyond the adapter type.
            return [];
        }

        var loaded = AppDomain.CurrentDomain.GetAssemblies().FirstOrDefault(a => string.Equals(a.GetName().Name, package, StringComparison.OrdinalIgnoreCase));
        if (loaded is not null)
        {
            return [loaded];
        }

        try
        {
            return [Assembly.Load(new AssemblyName(package))];
        }
        catch (Exception ex) when (ex is FileNotFoundException or FileLoadException or BadImageFormatException or ArgumentException)
        {
            return [];
        }
    }

    /// <summary>The namespaces of an assembly's types (a System.* namespace only for a System.* library, so a library never claims the runtime's code).</summary>
    private static IEnumerable<string> Namespaces(Assembly library)
    {
        // A framework library (System.*) counts its public namespaces only: its internal helpers sit in namespaces
        // (System, System.Runtime.CompilerServices) that every other framework assembly shares.
        var framework = library.GetName().Name!.StartsWith("System", StringComparison.Ordinal);
        Type?[] types;
        try
        {
            types = framework ? library.GetExportedTypes() : library.GetTypes();
        }
        catch (ReflectionTypeLoadException ex)
        {
            types = ex.Types;
        }

        Type[] forwarded;
        try
        {
            // A shared-framework facade (System.Runtime.Serialization) forwards its types to where the code is.
            forwarded = library.GetForwardedTypes();
        }
        catch (ReflectionTypeLoadException ex)
        {
            forwarded = [.. ex.Types.OfType<Type>()];
        }

        return types.OfType<Type>().Concat(forwarded).Select(t => t.Namespace).OfType<string>()
            .Where(ns => framework || !ns.StartsWith("System", StringComparison.Ordinal))
            .Distinct(StringComparer.Ordinal);
    }
}
