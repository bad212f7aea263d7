using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace SerBench.Engine;

/// <summary>
/// Measures one prepared operation with one BenchmarkDotNet run, so every cell is final before the next
/// starts. Returns the measurement, or the reason BenchmarkDotNet could not produce one.
/// </summary>
internal sealed class CellMeasurer
{
    private readonly CapturingLogger _logger = new();
    private readonly IConfig _config;

    public CellMeasurer(Preset preset, string artifactsPath) =>
        _config = BenchmarkConfigFactory.Create(preset, _logger, artifactsPath);

    public (CellMeasurement? Measurement, string? Failure) Measure(CellOperation operation)
    {
        _logger.Clear();
        CellBenchmark.Next = operation;
        Summary summary;
        try
        {
            summary = BenchmarkRunner.Run(typeof(CellBenchmark), _config);
        }
        catch (Exception ex)
        {
            return (null, $"BenchmarkDotNet threw {ex.GetType().Name}: {ex.Message}");
        }
        finally
        {
            CellBenchmark.Next = null;
        }

        if (summary.HasCriticalValidationErrors)
        {
            var errors = string.Join("; ", summary.ValidationErrors.Where(e => e.IsCritical).Select(e => e.Message));
            return (null, $"BenchmarkDotNet refused the cell: {errors}");
        }

        var report = summary.Reports.FirstOrDefault();
        if (report is null || !report.Success || report.ResultStatistics is not { } stats)
        {
            return (null, FailureFromLog(_logger.Text));
        }

        var gc = report.GcStats;
        var allocated = gc.GetBytesAllocatedPerOperation(report.BenchmarkCase);
        double? gen0 = gc.TotalOperations > 0 ? gc.Gen0Collections * 1000.0 / gc.TotalOperations : null;
        var ci = stats.ConfidenceInterval;
        return (new CellMeasurement(stats.Median, stats.Mean, stats.StandardDeviation, ci.Lower, ci.Upper, allocated, gen0, stats.N), null);
    }

    /// <summary>The exception BenchmarkDotNet logged for a failed run (first line naming one), or a pointer to the log.</summary>
    internal static string FailureFromLog(string log)
    {
        var line = log.Split('\n')
            .Select(l => l.Trim())
            .FirstOrDefault(l => l.Contains("Exception:", StringComparison.Ordinal));
        if (line is null)
        {
            return "BenchmarkDotNet produced no result for the cell and logged no exception.";
        }

        var start = line.IndexOf(' ', StringComparison.Ordinal) is var space and >= 0 && !line.StartsWith("System.", StringComparison.Ordinal) && line.Contains("exception: ", StringComparison.Ordinal)
            ? line.IndexOf("exception: ", StringComparison.Ordinal) + "exception: ".Length
            : 0;
        return $"Measuring threw {line[start..]}";
    }
}
