using System.Diagnostics;
using System.Reflection;

namespace SerBench.Engine;

/// <summary>Finds the measured assemblies that were built without optimizations (Debug builds).</summary>
internal static class OptimizationCheck
{
    /// <summary>Throws <see cref="UnoptimizedBuildException"/> when a non-smoke preset would time a Debug build.</summary>
    public static void EnsureOptimized(Preset preset, IEnumerable<Assembly> measured)
    {
        if (preset.IsSmoke)
        {
            return;
        }

        var debug = measured.Append(typeof(OptimizationCheck).Assembly)
            .Distinct()
            .Where(IsJitOptimizerDisabled)
            .Select(a => a.GetName().Name)
            .Order(StringComparer.Ordinal)
            .ToList();
        if (debug.Count == 0)
        {
            return;
        }

        throw new UnoptimizedBuildException(
            $"The '{preset.Name}' preset measures, but these assemblies were built without optimizations (Debug): " +
            $"{string.Join(", ", debug)}. Build and run in Release (dotnet run -c Release), " +
            $"or use the '{Preset.Dry.Name}' preset, which only checks that every cell runs.");
    }

    internal static bool IsJitOptimizerDisabled(Assembly assembly) =>
        assembly.GetCustomAttribute<DebuggableAttribute>() is { IsJITOptimizerDisabled: true };
}
