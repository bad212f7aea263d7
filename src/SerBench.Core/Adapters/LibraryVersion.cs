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
        return string.IsNullOrWhiteSpace(informational)
            ? assembly.GetName().Version?.ToString() ?? "unknown"
            : Clean(informational);
    }

    /// <summary>
    /// The version part of an informational version: what precedes a '+' (SemVer build metadata, usually the commit)
    /// or a space. Orleans, for one, writes "10.4.2. Commit Hash: 876ffe0…", which becomes "10.4.2".
    /// Runs recorded before this cut kept the long form; comparing through it keeps them the same version.
    /// </summary>
    public static string Clean(string informational)
    {
        ArgumentNullException.ThrowIfNull(informational);
        var text = informational.Trim();
        var end = text.IndexOfAny(['+', ' ', '\t']);
        var version = (end < 0 ? text : text[..end]).TrimEnd('.');
        return version.Length == 0 ? text : version;
    }
}
