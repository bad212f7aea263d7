using System.Globalization;
using System.Runtime;
using System.Runtime.InteropServices;
using BenchmarkDotNet.Running;
using SerBench.Adapters;
using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>Describes the machine and runtime the current process measures on.</summary>
public static class EnvironmentProbe
{
    /// <summary>The environment, with the library of every given serializer row and its loaded version.</summary>
    public static EnvironmentRecord Capture(IEnumerable<SerializerInfo> serializers)
    {
        ArgumentNullException.ThrowIfNull(serializers);
        return new EnvironmentRecord
        {
            Os = RuntimeInformation.OSDescription,
            Cpu = CpuModel(),
            LogicalCores = Environment.ProcessorCount,
            Runtime = RuntimeInformation.FrameworkDescription,
            Gc = GcMode(),
            TieredPgo = TieredPgoEnabled(),
            TieredCompilation = TieredCompilationEnabled(),
            ReadyToRun = IsReadyToRun(typeof(EnvironmentProbe)),
            BenchmarkDotNetVersion = LibraryVersion.Of(typeof(BenchmarkRunner)),
            LastLevelCacheBytes = LastLevelCache.Bytes(),
            MachineName = Environment.MachineName,
            Machine = MachineProbe.Capture(),
            Libraries = serializers
                .Select(s => new LibraryRecord(s.Package, s.Version))
                .Distinct()
                .OrderBy(l => l.Package, StringComparer.Ordinal)
                .ThenBy(l => l.Version, StringComparer.Ordinal)
                .ToList(),
        };
    }

    internal static string CpuModel()
    {
        const string CpuInfo = "/proc/cpuinfo";
        try
        {
            if (File.Exists(CpuInfo))
            {
                var model = File.ReadLines(CpuInfo)
                    .Where(l => l.StartsWith("model name", StringComparison.Ordinal))
                    .Select(l => l[(l.IndexOf(':', StringComparison.Ordinal) + 1)..].Trim())
                    .FirstOrDefault(m => m.Length > 0);
                if (model is not null)
                {
                    return model;
                }
            }
        }
        catch (IOException)
        {
            // Fall through to what the runtime knows.
        }
        catch (UnauthorizedAccessException)
        {
        }

        return $"unknown {RuntimeInformation.ProcessArchitecture} processor";
    }

    internal static string GcMode()
    {
        var mode = GCSettings.IsServerGC ? "server" : "workstation";
        return GCSettings.LatencyMode == GCLatencyMode.Batch ? mode : mode + " concurrent";
    }

    /// <summary>Dynamic PGO is on by default since .NET 8; the runtime switch and DOTNET_TieredPGO turn it off.</summary>
    internal static bool TieredPgoEnabled()
    {
        if (AppContext.GetData("System.Runtime.TieredPGO") is { } data && TryParseSwitch(data, out var fromConfig))
        {
            return fromConfig && TieredCompilationEnabled();
        }

        if (TryParseSwitch(Environment.GetEnvironmentVariable("DOTNET_TieredPGO"), out var fromEnvironment))
        {
            return fromEnvironment && TieredCompilationEnabled();
        }

        return Environment.Version.Major >= 8 && TieredCompilationEnabled();
    }

    internal static bool TieredCompilationEnabled()
    {
        if (AppContext.GetData("System.Runtime.TieredCompilation") is { } data && TryParseSwitch(data, out var fromConfig))
        {
            return fromConfig;
        }

        return !TryParseSwitch(Environment.GetEnvironmentVariable("DOTNET_TieredCompilation"), out var fromEnvironment) || fromEnvironment;
    }

    private static bool TryParseSwitch(object? value, out bool enabled)
    {
        switch (value)
        {
            case bool b:
                enabled = b;
                return true;
            case string s when bool.TryParse(s, out var parsed):
                enabled = parsed;
                return true;
            case string s when int.TryParse(s, NumberStyles.Integer, CultureInfo.InvariantCulture, out var number):
                enabled = number != 0;
                return true;
            default:
                enabled = false;
                return false;
        }
    }

    // A ReadyToRun image carries a managed native header; IL-only assemblies do not.
    private static bool IsReadyToRun(Type type)
    {
        try
        {
            var location = type.Assembly.Location;
            if (string.IsNullOrEmpty(location))
            {
                return false;
            }

            using var stream = File.OpenRead(location);
            using var reader = new System.Reflection.PortableExecutable.PEReader(stream);
            return reader.PEHeaders.CorHeader?.ManagedNativeHeaderDirectory.Size > 0;
        }
        catch (IOException)
        {
            return false;
        }
        catch (BadImageFormatException)
        {
            return false;
        }
    }
}
