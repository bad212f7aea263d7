using System.Reflection;
using System.Runtime.CompilerServices;
using SerBench.Adapters;
using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>
/// Runs a <see cref="MicroRunPlan"/>: for every cell, verifies the round trip, then measures it with
/// BenchmarkDotNet, and reports each cell to the observer as soon as it is final.
/// </summary>
/// <remarks>
/// Benchmarks run in this process (adapters registered at run time must be measurable), one cell per
/// BenchmarkDotNet run. Runs in one process are serialized: BenchmarkDotNet measures one thing at a time.
/// </remarks>
public sealed class MicroLab
{
    private static readonly Lock RunGate = new();

    /// <summary>The empty-loop cost per invocation subtracted from every cell of a preset that measures it once per process; null until measured.</summary>
    public static double? MeasuredLoopOverheadNs => LoopOverhead.MeasuredNs;

    /// <summary>Runs the plan; returns every cell record in plan order. Stops early (with what it has) on cancellation.</summary>
    /// <exception cref="UnoptimizedBuildException">A measuring preset would time a Debug build.</exception>
    public IReadOnlyList<CellRecord> Run(MicroRunPlan plan, IRunObserver observer, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(observer);
        ValidateOperations(plan.Operations);
        OptimizationCheck.EnsureOptimized(plan.Preset, MeasuredAssemblies(plan));

        lock (RunGate)
        {
            var artifacts = Path.Combine(Path.GetTempPath(), "serbench-bdn", $"{Environment.ProcessId}-{DateTime.UtcNow:yyyyMMddHHmmssfff}");
            try
            {
                return RunCells(plan, observer, new CellRunner(plan.Preset, new CellMeasurer(plan.Preset, artifacts)), cancellationToken);
            }
            finally
            {
                TryDelete(artifacts);
            }
        }
    }

    private static List<CellRecord> RunCells(MicroRunPlan plan, IRunObserver observer, CellRunner runner, CancellationToken cancellationToken)
    {
        var cells = new List<CellRecord>();
        observer.Planned(plan.Serializers.Count * plan.Payloads.Count * plan.Operations.Count);
        foreach (var adapter in plan.Serializers)
        {
            foreach (var sized in plan.Payloads)
            {
                if (!RunPair(adapter, sized, plan.Operations, observer, runner, cells, cancellationToken))
                {
                    return cells;
                }
            }
        }

        return cells;
    }

    /// <summary>Prepares, warms and measures one pair's cells; false when cancelled.</summary>
    /// <remarks>
    /// A method of its own, never inlined, so nothing of the pair (its payload, buffers, results) stays
    /// referenced from a long-lived stack frame once it is done: a live heap makes every forced GC that
    /// BenchmarkDotNet runs between iterations slower, and that was most of a late cell's time.
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static bool RunPair(
        ISerializerAdapter adapter,
        SizedPayload sized,
        IReadOnlyList<string> operations,
        IRunObserver observer,
        CellRunner runner,
        List<CellRecord> cells,
        CancellationToken cancellationToken)
    {
        PreparedPair? prepared = null;
        string? warmupLog = null;
        foreach (var operation in operations)
        {
            if (cancellationToken.IsCancellationRequested)
            {
                return false;
            }

            var cell = new CellRecord
            {
                Serializer = adapter.Info.Id,
                Payload = sized.Payload.Id,
                PayloadSize = sized.Size,
                Operation = operation,
                Status = CellStatus.Ok,
            };
            var index = cells.Count;
            observer.CellStarting(index, cell.Serializer, cell.Payload, cell.Operation);
            if (prepared is null)
            {
                var preparer = new CellPreparer(adapter, sized.Size);
                prepared = runner.Warm(sized.Payload.Accept(preparer), out warmupLog);
                if (runner.Prime(prepared))
                {
                    prepared = runner.Warm(sized.Payload.Accept(preparer), out warmupLog);
                }
            }

            var record = runner.Run(cell, prepared, warmupLog);
            warmupLog = null;
            cells.Add(record);
            observer.CellCompleted(index, record);
        }

        return true;
    }

    private static void ValidateOperations(IReadOnlyList<string> operations)
    {
        var unknown = operations.Where(o => !Operations.All.Contains(o, StringComparer.Ordinal)).ToList();
        if (unknown.Count > 0)
        {
            throw new ArgumentException(
                $"Unknown operation(s) {string.Join(", ", unknown.Select(o => $"'{o}'"))}; valid operations are {string.Join(", ", Operations.All)}.",
                nameof(operations));
        }
    }

    private static IEnumerable<Assembly> MeasuredAssemblies(MicroRunPlan plan) =>
        plan.Serializers.Select(s => s.GetType().Assembly)
            .Concat(plan.Payloads.Select(p => p.Payload.ClrType.Assembly));

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
            // A leftover temporary folder is harmless; the run's results are already out.
        }
        catch (UnauthorizedAccessException)
        {
        }
    }
}
