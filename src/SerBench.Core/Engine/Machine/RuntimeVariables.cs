using System.Collections;

namespace SerBench.Engine;

/// <summary>
/// The environment variables that configure the .NET runtime (<c>DOTNET_</c> and <c>COMPlus_</c>: the JIT, tiering,
/// the GC), which the measuring processes inherit: a run made with <c>DOTNET_gcServer=1</c> or
/// <c>DOTNET_TieredPGO=0</c> is measured differently, and its run file must say so.
/// </summary>
public static class RuntimeVariables
{
    /// <summary>The runtime's own prefixes, in the order it reads them.</summary>
    internal static readonly string[] Prefixes = ["DOTNET_", "COMPlus_"];

    /// <summary>Variables of the SDK and the host (telemetry, first-run messages, install paths) that do not change how code runs.</summary>
    private static readonly string[] ToolingPrefixes =
    [
        "DOTNET_CLI_", "DOTNET_ROOT", "DOTNET_NOLOGO", "DOTNET_SKIP_FIRST_TIME_EXPERIENCE", "DOTNET_GENERATE_ASPNET_CERTIFICATE",
        "DOTNET_ADD_GLOBAL_TOOLS_TO_PATH", "DOTNET_INSTALL_DIR", "DOTNET_MULTILEVEL_LOOKUP", "DOTNET_HOST_PATH", "DOTNET_NUGET_",
        "DOTNET_WATCH", "DOTNET_TOOLS_", "DOTNET_BUNDLE_EXTRACT_BASE_DIR",
    ];

    /// <summary>This process's runtime variables.</summary>
    public static IReadOnlyDictionary<string, string> Current() => From(Environment.GetEnvironmentVariables());

    /// <summary>The runtime variables among <paramref name="environment"/>, sorted by name.</summary>
    public static IReadOnlyDictionary<string, string> From(IDictionary environment)
    {
        ArgumentNullException.ThrowIfNull(environment);
        var found = new SortedDictionary<string, string>(StringComparer.Ordinal);
        foreach (DictionaryEntry entry in environment)
        {
            if (entry.Key is string name && IsRuntimeVariable(name))
            {
                found[name] = entry.Value as string ?? "";
            }
        }

        return found;
    }

    internal static bool IsRuntimeVariable(string name) =>
        Prefixes.Any(p => name.StartsWith(p, StringComparison.OrdinalIgnoreCase) && name.Length > p.Length) &&
        !ToolingPrefixes.Any(p => name.StartsWith(p, StringComparison.OrdinalIgnoreCase));

    /// <summary>One line for a report: <c>NAME=value, …</c>, or "none".</summary>
    public static string Describe(IReadOnlyDictionary<string, string>? variables) =>
        variables is null ? "not recorded" : variables.Count == 0 ? "none" : string.Join(", ", variables.Select(v => $"{v.Key}={v.Value}"));
}
