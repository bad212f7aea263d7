using System.Reflection;

namespace SerBench.Adapters;

/// <summary>Reads a library's version from its loaded assembly, so rows never carry a typed-in version.</summary>
public static class LibraryVersion
{
    /// <summary>The informational version of the assembly that defines <paramref name="type"/>, without a commit hash.</summary>
    public static string Of(Type type)
    {
        ArgumentNullException.ThrowIfNull(type);
        var assembly = type.Assembly;
        var informational = assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion;
        if (!string.IsNullOrWhiteSpace(informational))
        {
            var plus = informational.IndexOf('+', StringComparison.Ordinal);
            return plus < 0 ? informational : informational[..plus];
        }

        return assembly.GetName().Version?.ToString() ?? "unknown";
    }
}
