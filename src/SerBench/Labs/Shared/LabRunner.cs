using System.Reflection;

namespace SerBench.Labs.Shared;

/// <summary>
/// What every sweep lab does around its cells: refuse to time a Debug build, one lab at a time in the
/// process (BenchmarkDotNet measures one thing at a time), a temporary artifacts folder removed afterwards.
/// </summary>
internal static class LabRunner
{
    private static readonly Lock Gate = new();

    /// <summary>Runs <paramref name="body"/> on the serializers' and payloads' code, which must be optimized unless the preset is a smoke run.</summary>
    public static TResult Run<TResult>(LabPreset preset, IEnumerable<ISerializerAdapter> serializers, IEnumerable<PayloadDescriptor> payloads, Func<LabMeasurer, TResult> body) =>
        Run(preset, serializers.Select(s => s.GetType().Assembly).Concat(payloads.Select(p => p.ClrType.Assembly)), body);

    public static TResult Run<TResult>(LabPreset preset, IEnumerable<Assembly> measured, Func<LabMeasurer, TResult> body)
    {
        EnsureOptimized(preset, measured);

        lock (Gate)
        {
            var artifacts = Path.Combine(Path.GetTempPath(), "serbench-bdn", $"{Environment.ProcessId}-{DateTime.UtcNow:yyyyMMddHHmmssfff}-lab");
            try
            {
                return body(new LabMeasurer(preset, artifacts));
            }
            finally
            {
                TryDelete(artifacts);
            }
        }
    }

    /// <summary>The engine's Debug-build refusal (<see cref="OptimizationCheck"/>), naming this lab's preset.</summary>
    private static void EnsureOptimized(LabPreset preset, IEnumerable<Assembly> measured)
    {
        if (preset.IsSmoke)
        {
            return;
        }

        var debug = measured.Append(typeof(LabRunner).Assembly)
            .Distinct()
            .Where(OptimizationCheck.IsJitOptimizerDisabled)
            .Select(a => a.GetName().Name)
            .Order(StringComparer.Ordinal)
            .ToList();
        if (debug.Count > 0)
        {
            throw new UnoptimizedBuildException(
                $"The '{preset.Name}' preset measures, but these assemblies were built without optimizations (Debug): " +
                $"{string.Join(", ", debug)}. Build and run in Release (dotnet run -c Release), " +
                $"or use the '{LabPreset.Dry.Name}' preset, which only checks that every cell runs.");
        }
    }

    /// <summary>Returns memory a large cell held before the next one is built, so sizes do not pile up.</summary>
    public static void ReleaseMemory()
    {
        GC.Collect(GC.MaxGeneration, GCCollectionMode.Forced, blocking: true, compacting: true);
        GC.WaitForPendingFinalizers();
    }

    private static void TryDelete(string directory)
    {
        try
        {
            if (Directory.Exists(directory))
            {
                Directory.Delete(directory, recursive: true);
            }
        }
        catch (IOException)
        {
            // A leftover temporary folder is harmless.
        }
        catch (UnauthorizedAccessException)
        {
        }
    }
}
