using System.Reflection;
using BenchmarkDotNet.Environments;
using Perfolizer.Models;

namespace SerBench.Engine;

/// <summary>
/// BenchmarkDotNet's description of the host, built without the programs BenchmarkDotNet starts to build it.
/// </summary>
/// <remarks>
/// Every BenchmarkDotNet run ends with a summary headed by the host's description, which BenchmarkDotNet builds once
/// per process by starting `dotnet --version`, `cat /proc/cpuinfo` and `bash -c lscpu`, before the process's first
/// cell, for a header that only the diagnostic log (SERBENCH_BDN_LOG) shows: run.json records the machine itself
/// (<see cref="MachineProbe"/>). Without them a measuring process reaches its first measured cell sooner
/// (measured: docs/measuring.md, 'Measurements behind the code'). Here the processor's name comes from /proc/cpuinfo
/// as read by the lab, and the SDK line is left out (no SDK is needed to measure in process). Nothing measured depends
/// on it.
/// </remarks>
internal sealed class QuietHostDescription : HostEnvironmentInfo
{
    private static readonly Lock Gate = new();

    private QuietHostDescription()
    {
        DotNetSdkVersion = new Lazy<string>(string.Empty);
        Cpu = new Lazy<CpuInfo>(() => MachineProbe.Capture().CpuModelName is { Length: > 0 } name
            ? new CpuInfo { ProcessorName = name, LogicalCoreCount = Environment.ProcessorCount }
            : CpuInfo.Unknown);
    }

    /// <summary>
    /// Makes BenchmarkDotNet use this description in this process; false when this BenchmarkDotNet keeps its host
    /// description elsewhere (the runs still work, each process then pays for the programs).
    /// </summary>
    public static bool Install()
    {
        lock (Gate)
        {
            if (CurrentField() is not { } field)
            {
                return false;
            }

            if (field.GetValue(null) is not QuietHostDescription)
            {
                field.SetValue(null, new QuietHostDescription());
            }

            return true;
        }
    }

    // BenchmarkDotNet 0.15.8 caches the description in a private static field that GetCurrent() fills on first use.
    private static FieldInfo? CurrentField() =>
        typeof(HostEnvironmentInfo).GetField("current", BindingFlags.NonPublic | BindingFlags.Static) is { } field
        && field.FieldType == typeof(HostEnvironmentInfo)
            ? field
            : null;
}
