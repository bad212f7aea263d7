using System.Globalization;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using SerBench.Engine;
using SerBench.RunFiles;

namespace SerBench.Scale;

/// <summary>
/// Measures one prepared operation per BenchmarkDotNet run, like the engine's CellMeasurer, but with the job
/// of a <see cref="LabPreset"/> (which may be the sweep's own), and fills the cell record the way MicroLab does.
/// </summary>
internal sealed class LabMeasurer
{
    private readonly CapturingLogger _logger = new();
    private readonly IConfig _config;
    private readonly LabPreset _preset;
    private readonly string _artifactsPath;

    public LabMeasurer(LabPreset preset, string artifactsPath)
    {
        _preset = preset;
        _artifactsPath = artifactsPath;
        _config = ManualConfig.CreateEmpty()
            .AddJob(preset.Job)
            .AddDiagnoser(MemoryDiagnoser.Default)
            .AddLogger(_logger)
            .WithArtifactsPath(artifactsPath)
            .WithOptions(ConfigOptions.DisableLogFile)
            .WithSummaryStyle(SummaryStyle.Default.WithCultureInfo(CultureInfo.InvariantCulture))
            .WithCultureInfo(CultureInfo.InvariantCulture);
    }

    /// <summary>Measures <paramref name="operation"/> and returns <paramref name="record"/> with its figures, or failed with the reason.</summary>
    public CellRecord Measure(CellRecord record, CellOperation operation)
    {
        _logger.Clear();
        var settings = _preset.Record;
        var overheadNs = settings.OverheadMeasuredOncePerProcess == true && !_preset.IsSmoke
            ? LoopOverhead.Get(_preset.Job, settings.IterationTimeMs is { } ms ? TimeSpan.FromMilliseconds(ms) : null, _logger, _artifactsPath)
            : 0;
        if (settings.ForcesGcBetweenIterations == false)
        {
            CellMeasurer.CollectEverything();
        }

        CellBenchmark.Next = operation;
        Summary summary;
        try
        {
            summary = BenchmarkRunner.Run(typeof(CellBenchmark), _config);
        }
        catch (Exception ex)
        {
            return Failed(record, $"BenchmarkDotNet threw {ex.GetType().Name}: {ex.Message}");
        }
        finally
        {
            CellBenchmark.Next = null;
            if (Environment.GetEnvironmentVariable(CellMeasurer.LogVariable) is { Length: > 0 } path)
            {
                File.AppendAllText(path, _logger.Text);
            }
        }

        if (summary.HasCriticalValidationErrors)
        {
            return Failed(record, "BenchmarkDotNet refused the cell: " + string.Join("; ", summary.ValidationErrors.Where(e => e.IsCritical).Select(e => e.Message)));
        }

        var report = summary.Reports.FirstOrDefault();
        if (report is null || !report.Success || report.ResultStatistics is not { } stats)
        {
            return Failed(record, CellMeasurer.FailureFromLog(_logger.Text));
        }

        var gc = report.GcStats;
        var allocated = gc.GetBytesAllocatedPerOperation(report.BenchmarkCase);
        double? gen0 = gc.TotalOperations > 0 ? gc.Gen0Collections * 1000.0 / gc.TotalOperations : null;
        var measurement = new CellMeasurement(
            Math.Max(0, stats.Median - overheadNs),
            Math.Max(0, stats.Mean - overheadNs),
            stats.StandardDeviation,
            Math.Max(0, stats.ConfidenceInterval.Lower - overheadNs),
            Math.Max(0, stats.ConfidenceInterval.Upper - overheadNs),
            allocated,
            gen0,
            stats.N);
        return record with
        {
            Status = CellStatus.Ok,
            MedianNs = Finite(measurement.MedianNs),
            MeanNs = Finite(measurement.MeanNs),
            StdDevNs = Finite(measurement.StdDevNs),
            CiLowerNs = Finite(measurement.CiLowerNs),
            CiUpperNs = Finite(measurement.CiUpperNs),
            Iterations = measurement.Iterations,

            // As in MicroLab: a cold smoke pass has no steady allocation figure and no interval to judge.
            AllocatedBytes = _preset.IsSmoke ? null : measurement.AllocatedBytes,
            Gen0PerThousandOps = _preset.IsSmoke || measurement.Gen0PerThousandOps is not { } g ? null : Finite(g),
            Noisy = !_preset.IsSmoke && measurement.Noisy,
        };
    }

    private static CellRecord Failed(CellRecord record, string reason) => record with { Status = CellStatus.Failed, Reason = reason };

    private static double? Finite(double value) => double.IsFinite(value) ? value : null;
}
