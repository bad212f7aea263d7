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
            RuntimeVariables = RuntimeVariables.Current(),
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
    internal static bool TieredPgoEnabled(RuntimeKnob? knob = null) =>
        TieredCompilationEnabled(knob) &&
        (knob ?? RuntimeKnob.Current).IsOn("TieredPGO", "System.Runtime.TieredPGO", defaultValue: Environment.Version.Major >= 8);

    internal static bool TieredCompilationEnabled(RuntimeKnob? knob = null) =>
        (knob ?? RuntimeKnob.Current).IsOn("TieredCompilation", "System.Runtime.TieredCompilation", defaultValue: true);

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
