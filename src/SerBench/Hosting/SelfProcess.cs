using System.Diagnostics;
using System.Reflection;

namespace SerBench.Hosting;

/// <summary>
/// Starts this lab's own CLI in a child process (echo server, startup probes, robustness workers), so that
/// children see exactly the serializers and payloads the parent registered — including a user's own, when
/// the lab runs from the user's program.
/// </summary>
public static class SelfProcess
{
    /// <summary>The assembly a child runs when the current process is not a SerBench program (e.g. a test host).</summary>
    public const string FallbackCliAssembly = "SerBench.Cli.dll";

    /// <summary>
    /// A start description that runs the current lab program with <paramref name="arguments"/>: the entry
    /// program itself when it is a lab (serbench, or a user's program that calls SerBenchApp), otherwise
    /// <see cref="FallbackCliAssembly"/> beside SerBench's own assembly, through the dotnet host.
    /// </summary>
    public static ProcessStartInfo StartInfo(IEnumerable<string> arguments)
    {
        ArgumentNullException.ThrowIfNull(arguments);
        var (fileName, prefix) = ResolveCommand();
        var info = new ProcessStartInfo(fileName)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            RedirectStandardInput = false,
        };
        foreach (var argument in prefix.Concat(arguments))
        {
            info.ArgumentList.Add(argument);
        }

        return info;
    }

    /// <summary>
    /// True when the running program is a lab (serbench, or a user's program that calls SerBenchApp): a child
    /// started by <see cref="StartInfo"/> then knows every serializer and payload this process knows.
    /// </summary>
    public static bool EntryIsLabProgram =>
        Assembly.GetEntryAssembly() is { } entry && !string.IsNullOrEmpty(entry.Location) && IsLabProgram(entry);

    private static (string FileName, IReadOnlyList<string> Prefix) ResolveCommand()
    {
        var entry = Assembly.GetEntryAssembly();
        var entryPath = entry?.Location;
        if (entry is not null && !string.IsNullOrEmpty(entryPath) && IsLabProgram(entry))
        {
            return HostFor(entryPath);
        }

        var fallback = Path.Combine(AppContext.BaseDirectory, FallbackCliAssembly);
        if (!File.Exists(fallback))
        {
            throw new InvalidOperationException(
                $"Cannot start a child lab process: the entry program is not a SerBench lab and {fallback} does not exist. " +
                "Run from the serbench command or from a program that calls SerBenchApp.Run, or reference the SerBench.Cli project.");
        }

        return (DotnetHost(), [fallback]);
    }

    /// <summary>A program is a lab when it references SerBench's entry point assembly (serbench itself, or a user's lab).</summary>
    private static bool IsLabProgram(Assembly entry)
    {
        var name = entry.GetName().Name;
        if (name is null || name.StartsWith("testhost", StringComparison.OrdinalIgnoreCase) ||
            name.StartsWith("ReSharperTestRunner", StringComparison.OrdinalIgnoreCase))
        {
            return false;
        }

        var self = typeof(SelfProcess).Assembly.GetName().Name;
        return entry.GetReferencedAssemblies().Any(r => string.Equals(r.Name, self, StringComparison.OrdinalIgnoreCase));
    }

    private static (string, IReadOnlyList<string>) HostFor(string entryDll)
    {
        var processPath = Environment.ProcessPath;
        var processName = processPath is null ? string.Empty : Path.GetFileNameWithoutExtension(processPath);
        if (processPath is not null && !string.Equals(processName, "dotnet", StringComparison.OrdinalIgnoreCase))
        {
            // Started through its app host (serbench, or the user's program): start it the same way.
            return (processPath, []);
        }

        return (DotnetHost(), [entryDll]);
    }

    private static string DotnetHost()
    {
        var processPath = Environment.ProcessPath;
        if (processPath is not null && string.Equals(Path.GetFileNameWithoutExtension(processPath), "dotnet", StringComparison.OrdinalIgnoreCase))
        {
            return processPath;
        }

        var root = Environment.GetEnvironmentVariable("DOTNET_ROOT");
        if (!string.IsNullOrEmpty(root))
        {
            var candidate = Path.Combine(root, OperatingSystem.IsWindows() ? "dotnet.exe" : "dotnet");
            if (File.Exists(candidate))
            {
                return candidate;
            }
        }

        return "dotnet";
    }
}
