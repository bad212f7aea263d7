using System.Text.Json;

namespace SerBench.Interop.BdnJson;

/// <summary>
/// A run as BenchmarkDotNet's full JSON: one benchmark per measured or failed cell (a failed one with Statistics null,
/// as BenchmarkDotNet writes a failed benchmark); unsupported and not-installed cells are no benchmark. Every cell, and
/// the rest of the run file, also rides along under "SerBench" members so SerBench reads the export back whole.
/// </summary>
internal static class BdnExporter
{
    /// <summary>
    /// SerBench does not record an iteration's invocation count, so GC collections are written over this many operations
    /// (GenNCollections = collections per 1,000 operations × 100,000); the Metrics hold the exact per-1,000 figures.
    /// </summary>
    public const long TotalOperations = 100_000_000;

    public static (BdnDocument Document, IReadOnlyList<string> Notes) Export(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var job = $"SerBench(Preset={run.Preset}, Rounds={(run.Measurement?.Rounds ?? 1).ToString(CultureInfo.InvariantCulture)})";
        var exported = run.Cells.Where(c => c.Status is CellStatus.Ok or CellStatus.Failed).ToList();
        var benchmarks = exported.Select(c => Benchmark(c, job)).ToList();
        var notes = new List<string>();
        var failed = exported.Count(c => c.Status == CellStatus.Failed);
        if (failed > 0)
        {
            notes.Add($"{failed} cell(s) failed their round trip: written with Statistics null, as BenchmarkDotNet writes a failed benchmark.");
        }

        var untimed = exported.Count(c => c.Status == CellStatus.Ok && Iterations(c).Count == 0);
        if (untimed > 0)
        {
            notes.Add($"{untimed} measured cell(s) have no iterations in the run file (a run made before rounds were recorded): written with Statistics null.");
        }

        var skipped = run.Cells.Count - exported.Count;
        if (skipped > 0)
        {
            notes.Add($"{skipped} unsupported or not-installed cell(s) are no benchmark; they stay in the \"SerBench\" member only.");
        }

        var rest = run with { Cells = [.. run.Cells.Where(c => c.Status is not (CellStatus.Ok or CellStatus.Failed))] };
        var document = new BdnDocument
        {
            Title = "SerBench-" + run.StartedUtc.ToString("yyyyMMdd-HHmmss", CultureInfo.InvariantCulture),
            HostEnvironmentInfo = Host(run.Environment),
            Benchmarks = benchmarks,
            SerBench = JsonSerializer.SerializeToElement(rest, RunFileJson.Options),
        };
        return (document, notes);
    }

    private static BdnHostEnvironment Host(EnvironmentRecord environment) => new()
    {
        BenchmarkDotNetVersion = environment.BenchmarkDotNetVersion,
        OsVersion = environment.Os,
        ProcessorName = environment.Cpu,
        LogicalCoreCount = environment.LogicalCores,
        RuntimeVersion = environment.Runtime,
    };

    private static BdnBenchmark Benchmark(CellRecord cell, string job)
    {
        var values = Iterations(cell);
        var timed = cell.Status == CellStatus.Ok && values.Count > 0;
        return new BdnBenchmark
        {
            DisplayInfo = BdnNames.DisplayInfo(cell, job),
            Namespace = BdnNames.Namespace,
            Type = BdnNames.Type,
            Method = BdnNames.Method(cell.Operation),
            MethodTitle = BdnNames.Method(cell.Operation),
            Parameters = BdnNames.Parameters(cell),
            FullName = BdnNames.FullName(cell),
            Statistics = timed ? BdnStatisticsFactory.From([.. values.Select(v => v.Ns)]) : null,
            Memory = timed ? Memory(cell) : null,
            Measurements = timed ? [.. values.Select(v => new BdnMeasurement("Workload", "Result", v.Round, v.Index, 1, v.Ns))] : [],
            Metrics = timed ? BdnMetrics.Of(cell) : null,
            SerBench = JsonSerializer.SerializeToElement(cell, RunFileJson.Options),
        };
    }

    private static BdnMemory Memory(CellRecord cell) =>
        new(Collections(cell.Gen0PerThousandOps), Collections(cell.Gen1PerThousandOps), Collections(cell.Gen2PerThousandOps), TotalOperations, cell.AllocatedBytes);

    private static int Collections(double? perThousand) =>
        (int)Math.Min(int.MaxValue, Math.Round((perThousand ?? 0) * (TotalOperations / 1000), MidpointRounding.AwayFromZero));

    /// <summary>The iterations the cell's figures come from (rounds left out are not), each with its round (LaunchIndex) and 1-based index.</summary>
    private static List<(int Round, int Index, double Ns)> Iterations(CellRecord cell) =>
        [.. (cell.Rounds ?? []).Where(r => !r.LeftOut).SelectMany(r => r.IterationNs.Select((ns, i) => (r.Round, i + 1, ns)))];
}
