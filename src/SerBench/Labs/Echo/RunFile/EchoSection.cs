namespace SerBench.Labs.Echo;

/// <summary>
/// The echo lab's part of run.json: how the load was shaped, one row per serializer × payload window (raw
/// first), seed 002's published table for comparison, and what the server logged about closed connections.
/// </summary>
public sealed record EchoSection
{
    public required EchoSettingsRecord Settings { get; init; }

    public IReadOnlyList<EchoRecord> Rows { get; init; } = [];

    /// <summary>Seed 002's published figures (other hardware: compare ratios, not absolutes).</summary>
    public IReadOnlyList<EchoReferenceRecord> Reference { get; init; } = [];

    /// <summary>Connections the server closed for a protocol fault during the run, as it logged them (at most 50).</summary>
    public IReadOnlyList<string> ServerLog { get; init; } = [];

    public IReadOnlyList<string> Notes { get; init; } = [];

    /// <summary>Both ends and the measured round trip between them; null in older runs.</summary>
    public NetworkPathRecord? Network { get; init; }
}

/// <summary>The load shape and the server of an echo run.</summary>
public sealed record EchoSettingsRecord
{
    public required int Clients { get; init; }

    public required int InFlight { get; init; }

    public required double WarmupSeconds { get; init; }

    /// <summary>Measured seconds per window; null when the window is a message count.</summary>
    public double? DurationSeconds { get; init; }

    /// <summary>Measured replies per window; null when the window is a duration.</summary>
    public long? Messages { get; init; }

    public required int MaxFrameBytes { get; init; }

    /// <summary>"child process" (started by the client) or "external".</summary>
    public required string Server { get; init; }

    public required string Endpoint { get; init; }
}

/// <summary>One row of seed 002's published echo table, mapped to a SerBench row where one exists.</summary>
public sealed record EchoReferenceRecord(string Serializer, string? Id, int MessageBytes, double MessagesPerSecond, string? Note);
