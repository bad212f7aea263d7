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

    // BenchmarkDotNet creates this class itself, so the cell reaches it through a static: one run at a time per
    // process. A lab measures one cell at a time anyway; the lock keeps two labs in one process (a host
    // application, a test run) from handing each other's runs their cell, or none.
    private static readonly Lock OneRunAtATime = new();

    /// <summary>The cell of the run under way, if any.</summary>
    internal static CellOperation? Next { get; private set; }

    /// <summary>Runs <paramref name="run"/> (a BenchmarkDotNet run of this class) with <paramref name="operation"/> as its cell.</summary>
    internal static T Measure<T>(CellOperation operation, Func<T> run)
    {
        lock (OneRunAtATime)
        {
            Next = operation;
            try
            {
                return run();
            }
            finally
            {
                Next = null;
            }
        }
    }

    [GlobalSetup]
    public void Setup() =>
        _run = (Next ?? throw new InvalidOperationException("CellBenchmark runs only inside InProcessMicroLab, which sets the cell to measure.")).AsAction();

    // Fully optimized from the first call: the same code times every cell, in every position of the run.
    [Benchmark]
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public void Run() => _run!();
}
