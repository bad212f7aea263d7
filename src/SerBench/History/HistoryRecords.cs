namespace SerBench.History;

/// <summary>One stored run as `history list` shows it.</summary>
internal sealed record StoredRun(string RunKey, DateTime StartedUtc, string? Commit, string? Source, string Preset, string MachineKey, string Machine, int Cells);

/// <summary>One cell of one stored run: a point of a series.</summary>
internal sealed record HistoryPoint
{
    public required string RunKey { get; init; }

    public required DateTime StartedUtc { get; init; }

    public string? Commit { get; init; }

    public required string MachineKey { get; init; }

    public required string Machine { get; init; }

    public required string IsaRuntimeKey { get; init; }

    /// <summary>"package version" lines, sorted.</summary>
    public required string Libraries { get; init; }

    public required string Serializer { get; init; }

    public required string Payload { get; init; }

    public required int PayloadSize { get; init; }

    public required string Operation { get; init; }

    public double? MedianNs { get; init; }

    public double? CiLowerNs { get; init; }

    public double? CiUpperNs { get; init; }

    public long? AllocatedBytes { get; init; }

    public double? Instructions { get; init; }
}

/// <summary>Which cells `history show` reads; empty lists mean all.</summary>
internal sealed record HistoryFilter
{
    public IReadOnlyList<string> Serializers { get; init; } = [];

    public IReadOnlyList<string> Payloads { get; init; } = [];

    public IReadOnlyList<string> Operations { get; init; } = [];

    /// <summary>A machine key or its first digits (as `history list` prints them); null: every machine.</summary>
    public string? Machine { get; init; }
}

/// <summary>What `history add` did with one run.</summary>
internal sealed record AddResult(string Source, string RunKey, bool Added, int Cells);
