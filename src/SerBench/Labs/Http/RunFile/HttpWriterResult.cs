namespace SerBench.Labs.Http;

/// <summary>One writer under load: labels, the load tool's figures, the bad responses and the server's counters.</summary>
public sealed record HttpWriterResult
{
    public required string Writer { get; init; }

    public required string DisplayName { get; init; }

    public string? Package { get; init; }

    public string? Version { get; init; }

    public string? Format { get; init; }

    /// <summary>The row's API shape (buffer-writer, stream, byte-array, string) or pre-serialized for raw.</summary>
    public string? ApiShape { get; init; }

    public string? ContentType { get; init; }

    /// <summary>How the bytes reach Kestrel's response body.</summary>
    public string? ResponsePath { get; init; }

    /// <summary>Open connections of this window; null in runs with one level (see <see cref="HttpSettingsRecord.Connections"/>).</summary>
    public int? Connections { get; init; }

    /// <summary>ok, or failed when the window could not be measured (see <see cref="Reason"/>).</summary>
    public required string Status { get; init; }

    public string? Reason { get; init; }

    /// <summary>Bytes of one response body at the run's count, read once before the load.</summary>
    public long? ResponseBytes { get; init; }

    public long Requests { get; init; }

    public double DurationSeconds { get; init; }

    public double RequestsPerSecond { get; init; }

    public double TransferBytesPerSecond { get; init; }

    public HttpLatencyRecord? Latency { get; init; }

    /// <summary>Responses with a status outside 2xx/3xx, as the load tool counts them.</summary>
    public long Non2xx { get; init; }

    public HttpSocketErrors SocketErrors { get; init; } = new(0, 0, 0, 0);

    /// <summary>Non-2xx plus every socket error: any above zero marks the writer.</summary>
    public long BadResponses => Non2xx + SocketErrors.Total;

    public HttpServerCounters? Counters { get; init; }

    /// <summary>The server's runtime counters over EventPipe for this window; null when they could not be read (see the section's notes).</summary>
    public HttpRuntimeCounters? RuntimeCounters { get; init; }
}

/// <summary>Client-side latency in milliseconds (the load tool's histogram).</summary>
public sealed record HttpLatencyRecord
{
    public double MeanMs { get; init; }

    public double StdevMs { get; init; }

    public double MaxMs { get; init; }

    public double P50Ms { get; init; }

    public double P75Ms { get; init; }

    public double P90Ms { get; init; }

    public double? P95Ms { get; init; }

    public double P99Ms { get; init; }

    public double? P999Ms { get; init; }
}

/// <summary>wrk's socket errors.</summary>
public sealed record HttpSocketErrors(long Connect, long Read, long Write, long Timeout)
{
    public long Total => Connect + Read + Write + Timeout;
}

/// <summary>
/// The server process's counters over one writer's measured window, from 1 s samples of its own runtime
/// figures. CPU % is of all the server's cores; time in GC is GC pause time as a share of wall time.
/// </summary>
public sealed record HttpServerCounters
{
    public int Samples { get; init; }

    public double CpuPercentMean { get; init; }

    public double CpuPercentMax { get; init; }

    public long WorkingSetBytesMax { get; init; }

    public long GcHeapBytesMax { get; init; }

    public long Gen0Collections { get; init; }

    public long Gen1Collections { get; init; }

    public long Gen2Collections { get; init; }

    public double AllocBytesPerSecondMean { get; init; }

    public double AllocBytesPerSecondMax { get; init; }

    public double TimeInGcPercentMean { get; init; }

    public double TimeInGcPercentMax { get; init; }

    public long ThreadPoolQueueLengthMax { get; init; }

    /// <summary>Bytes allocated per request over the window (allocations / requests).</summary>
    public double? AllocBytesPerRequest { get; init; }
}

/// <summary>A row of seed 003's published HTTP load table.</summary>
public sealed record HttpReferenceRow
{
    public required string Profile { get; init; }

    public required string Writer { get; init; }

    /// <summary>The SerBench writer id that matches the seed's writer, installed here or not.</summary>
    public string? SerbenchWriter { get; init; }

    public int Connections { get; init; }

    public double RequestsPerSecond { get; init; }

    public double P50Ms { get; init; }

    public double P99Ms { get; init; }

    public double MeanMs { get; init; }

    public double MaxMs { get; init; }

    public double ReadMbPerSecond { get; init; }

    public long BadResponses { get; init; }

    public double ServerCpuPercent { get; init; }

    public double ServerWorkingSetMb { get; init; }

    public double MaxTimeInGcPercent { get; init; }

    public double MaxAllocBytesPerSecond { get; init; }
}

/// <summary>
/// The server's System.Runtime counters over one writer's window, read from outside the process over EventPipe
/// (as dotnet-counters reads them) at a 1 s interval. Rates are per second of the window; maxima are over its
/// readings. Null figures: the counter sent no reading in the window.
/// </summary>
public sealed record HttpRuntimeCounters
{
    /// <summary>Counter readings received in the window, all counters together.</summary>
    public int Readings { get; init; }

    public double? ExceptionsPerSecond { get; init; }

    public double? LockContentionsPerSecond { get; init; }

    public double? ThreadPoolThreadsMax { get; init; }

    public double? ThreadPoolQueueLengthMax { get; init; }

    /// <summary>Methods JIT-compiled in the process so far, at the window's last reading.</summary>
    public double? MethodsJitted { get; init; }

    /// <summary>Methods JIT-compiled during the window (last reading minus first): above zero, the server was still warming up.</summary>
    public double? MethodsJittedInWindow { get; init; }

    public double? Gen0Collections { get; init; }

    public double? Gen1Collections { get; init; }

    public double? Gen2Collections { get; init; }

    public double? LohBytesMax { get; init; }

    public double? PohBytesMax { get; init; }

    public double? FragmentationPercentMax { get; init; }

    public double? TimeInGcPercentMax { get; init; }

    public double? CpuPercentMax { get; init; }
}
