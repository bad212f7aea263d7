using System.Text.Json;
using System.Text.Json.Serialization;

namespace SerBench.Interop.BdnJson;

/// <summary>
/// BenchmarkDotNet 0.15.8's full JSON (JsonExporter.Full, *-report-full.json), member for member in its order and its
/// PascalCase names. <see cref="SerBench"/> is SerBench's own addition, which BenchmarkDotNet's readers ignore.
/// </summary>
internal sealed record BdnDocument
{
    public required string Title { get; init; }

    public required BdnHostEnvironment HostEnvironmentInfo { get; init; }

    public required IReadOnlyList<BdnBenchmark> Benchmarks { get; init; }

    /// <summary>The run file without its exported cells (camelCase, as run.json), so an export reads back whole.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public JsonElement? SerBench { get; init; }
}

/// <summary>BenchmarkDotNet's HostEnvironmentInfo; null where the run file does not know the value.</summary>
internal sealed record BdnHostEnvironment
{
    public string BenchmarkDotNetCaption { get; init; } = "BenchmarkDotNet";

    public string? BenchmarkDotNetVersion { get; init; }

    public string? OsVersion { get; init; }

    public string? ProcessorName { get; init; }

    public int? PhysicalProcessorCount { get; init; }

    public int? PhysicalCoreCount { get; init; }

    public int? LogicalCoreCount { get; init; }

    public string? RuntimeVersion { get; init; }

    public string? Architecture { get; init; }

    public bool? HasAttachedDebugger { get; init; }

    public bool? HasRyuJit { get; init; }

    public string? Configuration { get; init; }

    public string? DotNetCliVersion { get; init; }

    public BdnFrequency? ChronometerFrequency { get; init; }

    public string? HardwareTimerKind { get; init; }
}

internal sealed record BdnFrequency(long Hertz);

/// <summary>One benchmark of Benchmarks[]: one SerBench cell.</summary>
internal sealed record BdnBenchmark
{
    public required string DisplayInfo { get; init; }

    public string? Namespace { get; init; }

    public required string Type { get; init; }

    public required string Method { get; init; }

    public required string MethodTitle { get; init; }

    public required string Parameters { get; init; }

    public required string FullName { get; init; }

    public string HardwareIntrinsics { get; init; } = "";

    /// <summary>Null for a failed benchmark, as BenchmarkDotNet writes one.</summary>
    public BdnStatistics? Statistics { get; init; }

    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public BdnMemory? Memory { get; init; }

    public IReadOnlyList<BdnMeasurement> Measurements { get; init; } = [];

    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<BdnMetric>? Metrics { get; init; }

    /// <summary>The cell as run.json holds it.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public JsonElement? SerBench { get; init; }
}

internal sealed record BdnStatistics
{
    public required IReadOnlyList<double> OriginalValues { get; init; }

    public int N { get; init; }

    public double? Min { get; init; }

    public double? LowerFence { get; init; }

    public double? Q1 { get; init; }

    public double? Median { get; init; }

    public double? Mean { get; init; }

    public double? Q3 { get; init; }

    public double? UpperFence { get; init; }

    public double? Max { get; init; }

    public double? InterquartileRange { get; init; }

    public IReadOnlyList<double> LowerOutliers { get; init; } = [];

    public IReadOnlyList<double> UpperOutliers { get; init; } = [];

    public IReadOnlyList<double> AllOutliers { get; init; } = [];

    public double? StandardError { get; init; }

    public double? Variance { get; init; }

    public double? StandardDeviation { get; init; }

    public double? Skewness { get; init; }

    public double? Kurtosis { get; init; }

    public required BdnConfidenceInterval ConfidenceInterval { get; init; }

    public required BdnPercentiles Percentiles { get; init; }
}

/// <summary>BenchmarkDotNet's legacy confidence interval of the mean; <see cref="Level"/> is its LegacyConfidenceLevel (12: 99.9 %).</summary>
internal sealed record BdnConfidenceInterval(int N, double? Mean, double? StandardError, int Level, double? Margin, double? Lower, double? Upper);

internal sealed record BdnPercentiles(double? P0, double? P25, double? P50, double? P67, double? P80, double? P85, double? P90, double? P95, double? P100);

/// <summary>GC collections over <see cref="TotalOperations"/> operations, and bytes allocated per operation.</summary>
internal sealed record BdnMemory(int Gen0Collections, int Gen1Collections, int Gen2Collections, long TotalOperations, long? BytesAllocatedPerOperation);

internal sealed record BdnMeasurement(string IterationMode, string IterationStage, int LaunchIndex, int IterationIndex, long Operations, double Nanoseconds);

internal sealed record BdnMetric(double Value, BdnMetricDescriptor Descriptor);

/// <summary>BenchmarkDotNet's IMetricDescriptor; <see cref="UnitType"/> is its UnitType (0 dimensionless, 1 time, 2 size).</summary>
internal sealed record BdnMetricDescriptor(
    string Id, string DisplayName, string Legend, string NumberFormat, int UnitType, string Unit, bool TheGreaterTheBetter, int PriorityInCategory);
