using System.Text.RegularExpressions;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>
/// Measures one prepared operation with one BenchmarkDotNet run, so every cell is final before the next
/// starts. Returns the measurement, or the reason BenchmarkDotNet could not produce one.
/// </summary>
internal sealed partial class CellMeasurer
{
    /// <summary>Environment variable naming a file that receives BenchmarkDotNet's log of every cell.</summary>
    public const string LogVariable = "SERBENCH_BDN_LOG";

    private readonly CapturingLogger _logger = new();
    private readonly MeasuredCollections _collections = new();
    private readonly MeasuringRules _rules;
    private readonly string _artifactsPath;
    private readonly IConfig _config;

    public CellMeasurer(Preset preset, string artifactsPath)
        : this(MeasuringRules.Of(preset), artifactsPath)
    {
    }

    public CellMeasurer(MeasuringRules rules, string artifactsPath)
    {
        _rules = rules;
        _artifactsPath = artifactsPath;
        _config = BenchmarkConfigFactory.Create(rules.Job, _logger, artifactsPath, _collections, rules.GcStatsFromBenchmarkDotNet);
    }

    /// <summary>Measures <paramref name="operation"/>; <paramref name="sizing"/> fixes invocations per iteration (else BenchmarkDotNet's pilot does).</summary>
    public (CellMeasurement? Measurement, string? Failure) Measure(CellOperation operation, (int Invocations, int Unroll)? sizing = null, string? logPreface = null)
    {
        var config = sizing is { } s
            ? BenchmarkConfigFactory.Create(_rules.Job.WithInvocationCount(s.Invocations).WithUnrollFactor(s.Unroll), _logger, _artifactsPath, _collections, _rules.GcStatsFromBenchmarkDotNet)
            : _config;
        _logger.Clear();
        _collections.Reset();
        if (logPreface is not null)
        {
            _logger.WriteLine(BenchmarkDotNet.Loggers.LogKind.Info, logPreface);
        }

        var overheadNs = _rules.MeasuresOverheadOncePerProcess && !_rules.IsSmoke
            ? LoopOverhead.Get(_rules.Job, _rules.IterationTime, _logger, _artifactsPath)
            : 0;
        if (!_rules.ForcesGcBetweenIterations)
        {
            // Without BenchmarkDotNet's GC before every iteration, one here keeps the garbage of the lab and of
            // earlier cells (and a background collection of it) out of this cell's iterations.
            CollectEverything();
        }

        Summary summary;
        try
        {
            summary = CellBenchmark.Measure(operation, () => BenchmarkRunner.Run(typeof(CellBenchmark), config));
        }
        catch (Exception ex)
        {
            return (null, $"BenchmarkDotNet threw {ex.GetType().Name}: {ex.Message}");
        }
        finally
        {
            KeepLog();
        }

        if (summary.HasCriticalValidationErrors)
        {
            var errors = string.Join("; ", summary.ValidationErrors.Where(e => e.IsCritical).Select(e => e.Message));
            return (null, $"BenchmarkDotNet refused the cell: {errors}");
        }

        var report = summary.Reports.FirstOrDefault();
        if (report is null || !report.Success)
        {
            return (null, FailureFromLog(_logger.Text));
        }

        var gc = report.GcStats;
        long? allocated = _rules.GcStatsFromBenchmarkDotNet ? gc.GetBytesAllocatedPerOperation(report.BenchmarkCase) : null;
        var (gen0, gen1, gen2) = CollectionsPerThousand(report, gc);
        if (!_rules.MeasuresOverheadOncePerProcess && !_rules.IsSmoke)
        {
            overheadNs = PerOperation(report, IterationMode.Overhead) is { Count: > 0 } overhead ? SampleStatistics.Of(overhead).Median : 0;
        }

        // Every measured iteration counts: BenchmarkDotNet's outlier removal would drop exactly the iterations
        // that absorbed a collection. Subtracting one constant, as the default job subtracts its overhead
        // median, moves median, mean and interval alike and leaves the spread as it is.
        var iterations = PerOperation(report, IterationMode.Workload).Select(v => v - overheadNs).ToList();
        if (iterations.Count == 0)
        {
            return (null, "BenchmarkDotNet reported no measured iteration for the cell.");
        }

        var stats = SampleStatistics.Of(iterations);
        return (new CellMeasurement(
            Math.Max(0, stats.Median),
            Math.Max(0, stats.Mean),
            stats.StdDev,
            Math.Max(0, stats.CiLower),
            Math.Max(0, stats.CiUpper),
            allocated,
            gen0,
            stats.N)
        {
            IterationNs = iterations,
            OverheadNs = overheadNs,
            Gen1PerThousandOps = gen1,
            Gen2PerThousandOps = gen2,
        }, null);
    }

    /// <summary>Over which calls a preset's collections are counted (see <see cref="CollectionsPerThousand"/>), as the run file records it.</summary>
    public static string? CollectionScope(bool isSmoke, bool forcesGcBetweenIterations) =>
        isSmoke || forcesGcBetweenIterations ? null : CollectionScopes.MeasuredIterations;

    /// <summary>
    /// Collections per 1,000 operations: over the measured iterations where nothing forced collections between them,
    /// else (the forced ones would count) BenchmarkDotNet's, from its one extra iteration after the measured ones.
    /// </summary>
    private (double? Gen0, double? Gen1, double? Gen2) CollectionsPerThousand(BenchmarkReport report, GcStats gc)
    {
        var measuredOperations = report.AllMeasurements
            .Where(m => m.IterationMode == IterationMode.Workload && m.IterationStage == IterationStage.Actual)
            .Sum(m => m.Operations);
        if (!_rules.ForcesGcBetweenIterations && _collections.LastRun is { } counts && measuredOperations > 0)
        {
            return (counts[0] * 1000.0 / measuredOperations, counts[1] * 1000.0 / measuredOperations, counts[2] * 1000.0 / measuredOperations);
        }

        return gc.TotalOperations > 0
            ? (gc.Gen0Collections * 1000.0 / gc.TotalOperations, gc.Gen1Collections * 1000.0 / gc.TotalOperations, gc.Gen2Collections * 1000.0 / gc.TotalOperations)
            : (null, null, null);
    }

    /// <summary>The actual (not warm-up) iterations of one kind, in ns per operation, in the order they ran.</summary>
    private static List<double> PerOperation(BenchmarkReport report, IterationMode mode) =>
        [.. report.AllMeasurements
            .Where(m => m.IterationMode == mode && m.IterationStage == IterationStage.Actual && m.Operations > 0)
            .Select(m => m.Nanoseconds / m.Operations)];

    /// <summary>One full, blocking, compacting collection: the heap as clean as it gets before a cell.</summary>
    private static void CollectEverything() =>
        GC.Collect(GC.MaxGeneration, GCCollectionMode.Forced, blocking: true, compacting: true);

    /// <summary>Appends the cell's BenchmarkDotNet log to the file named by SERBENCH_BDN_LOG, when set (for diagnosing a preset or a cell).</summary>
    private void KeepLog()
    {
        if (Environment.GetEnvironmentVariable(LogVariable) is { Length: > 0 } path)
        {
            File.AppendAllText(path, _logger.Text);
        }
    }

    /// <summary>
    /// The exception BenchmarkDotNet logged for a failed run: the innermost one named (the adapter's, not the
    /// reflection wrapper around it), as "Type: message".
    /// </summary>
    internal static string FailureFromLog(string log)
    {
        var named = log.Split('\n')
            .Select(l => l.Trim())
            .Select(l => l.StartsWith("--->", StringComparison.Ordinal) ? l[4..].Trim() : l)
            .Select(l => ExceptionLine().Match(l))
            .Where(m => m.Success && m.Groups["type"].Value != typeof(System.Reflection.TargetInvocationException).FullName)
            .LastOrDefault();
        if (named is null)
        {
            return "BenchmarkDotNet produced no result for the cell and logged no exception.";
        }

        var type = named.Groups["type"].Value;
        return $"Measuring threw {type[(type.LastIndexOf('.') + 1)..]}: {named.Groups["message"].Value}";
    }

    [GeneratedRegex(@"(?<type>[A-Za-z_][\w.]*Exception): (?<message>.*)$")]
    private static partial Regex ExceptionLine();
}
