namespace SerBench.Labs.Echo;

/// <summary>One serializer × payload window of the echo lab. Sizes: <see cref="MessageBytes"/> as the seed counts them (2-byte offset + envelope + 32-byte payload), <see cref="EnvelopeBytes"/> the serializer's bytes alone.</summary>
public sealed record EchoRecord
{
    /// <summary>A serializer id, or <c>raw</c> for the transport ceiling.</summary>
    public required string Serializer { get; init; }

    public required string Payload { get; init; }

    /// <summary>ok, failed (the window could not run: see <see cref="Reason"/>) or unsupported.</summary>
    public required string Status { get; init; }

    public string? Reason { get; init; }

    public EchoErrorsRecord Errors { get; init; } = new();

    public int? EnvelopeBytes { get; init; }

    public int? MessageBytes { get; init; }

    /// <summary>Replies received and checked in the measured window.</summary>
    public long Messages { get; init; }

    public double Seconds { get; init; }

    public double? MessagesPerSecond { get; init; }

    /// <summary>Messages per second × <see cref="MessageBytes"/>: one direction, as the seed counts a message.</summary>
    public double? BytesPerSecond { get; init; }

    public EchoLatencyRecord? Latency { get; init; }

    public EchoServerRecord? Server { get; init; }
}

/// <summary>Wrong or missing replies over the whole window (warm-up and drain included); any is shown first in every report.</summary>
public sealed record EchoErrorsRecord
{
    public long Sequence { get; init; }

    public long Content { get; init; }

    public long Payload { get; init; }

    public long Connection { get; init; }

    /// <summary>Requests sent whose reply never came (counted after the drain).</summary>
    public long Lost { get; init; }

    public long Total => Sequence + Content + Payload + Connection + Lost;

    /// <summary>The first error, described.</summary>
    public string? First { get; init; }
}

/// <summary>Round-trip latency per message, from the client's send to its check of the reply, in microseconds.</summary>
public sealed record EchoLatencyRecord(double P50Us, double P90Us, double P99Us, double P999Us, double MaxUs, double MeanUs);

/// <summary>The server's own figures for the measured window, per message answered.</summary>
public sealed record EchoServerRecord
{
    public long Messages { get; init; }

    public double Seconds { get; init; }

    public double CpuMilliseconds { get; init; }

    public double? CpuMicrosecondsPerMessage { get; init; }

    public int Gen0 { get; init; }

    public int Gen1 { get; init; }

    public int Gen2 { get; init; }

    public long AllocatedBytes { get; init; }

    public double? AllocatedBytesPerMessage { get; init; }
}
