namespace SerBench.Labs.Http;

/// <summary>What one wrk run reported.</summary>
internal sealed record WrkResult
{
    public required long Requests { get; init; }

    public required double DurationSeconds { get; init; }

    public required double RequestsPerSecond { get; init; }

    public double TransferBytesPerSecond { get; init; }

    public long BytesRead { get; init; }

    public required HttpLatencyRecord Latency { get; init; }

    public long Non2xx { get; init; }

    public HttpSocketErrors SocketErrors { get; init; } = new(0, 0, 0, 0);
}
