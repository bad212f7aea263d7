using System.ComponentModel;
using System.Runtime.CompilerServices;
using BenchmarkDotNet.Attributes;

namespace SerBench.Engine;

/// <summary>
/// The one benchmark class the lab hands to BenchmarkDotNet. It measures whatever cell the lab put in
/// <see cref="Next"/> before the run. Public and unsealed because BenchmarkDotNet requires it; not an API.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public class CellBenchmark
{
    private Action? _run;

    /// <summary>The cell the next BenchmarkDotNet run measures; set by the lab (one run at a time).</summary>
    internal static CellOperation? Next { get; set; }

    [GlobalSetup]
    public void Setup() =>
        _run = (Next ?? throw new InvalidOperationException("CellBenchmark runs only inside MicroLab, which sets the cell to measure.")).AsAction();

    // Fully optimized from the first call: the same code times every cell, in every position of the run.
    [Benchmark]
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public void Run() => _run!();
}
