using System.Runtime.CompilerServices;
using SerBench.Labs.Aot;

namespace SerBench.Tests.Labs.Aot;

/// <summary>Points the AOT cache at a folder of this test run, so `list`, `recommend` and startup read no result of the machine's own.</summary>
internal static class AotCacheIsolation
{
    public static string Root { get; } = Path.Combine(Path.GetTempPath(), $"serbench-tests-aot-{Environment.ProcessId}");

    [ModuleInitializer]
    internal static void Isolate() => Environment.SetEnvironmentVariable(AotResultFile.CacheVariable, Root);
}
