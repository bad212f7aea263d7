namespace SerBench.Labs.Robustness;

/// <summary>
/// `serbench robustness --corpus DIR`: the user's own inputs fed to each serializer's deserializer in isolated
/// workers. File names starting y_ / n_ / i_ follow JSONTestSuite's convention (must accept / must reject /
/// either), and each row's verdicts are counted per class.
/// </summary>
public sealed record CorpusSection
{
    /// <summary>The corpus folder as given (absolute).</summary>
    public required string Directory { get; init; }

    /// <summary>"any" (each row's own document model) or the payload id whose type the inputs were read as.</summary>
    public required string Target { get; init; }

    /// <summary>Files found (recursively), refused ones included.</summary>
    public required int Files { get; init; }

    public required int TimeoutMs { get; init; }

    public required int MemoryMb { get; init; }

    /// <summary>Larger files are refused with the reason, never fed.</summary>
    public required long MaxInputBytes { get; init; }

    public double DurationSeconds { get; init; }

    public string InputsFolder { get; init; } = "robustness/inputs";

    public IReadOnlyList<CorpusRefusal> Refused { get; init; } = [];

    public IReadOnlyList<CorpusRowRecord> Rows { get; init; } = [];
}

/// <summary>A file that was not fed to any serializer, and why.</summary>
public sealed record CorpusRefusal(string File, long Bytes, string Reason);

/// <summary>How many inputs of one class a row accepted, rejected, or neither (hang, crash, out of memory).</summary>
public sealed record CorpusClassCounts(int Accepted, int Rejected, int Other)
{
    public int Total => Accepted + Rejected + Other;
}

/// <summary>A non-clean outcome on one file: hang, crash, out of memory, or an allocation far beyond its size.</summary>
public sealed record CorpusFinding(string File, string Outcome, string? Detail, string? Saved);

/// <summary>One serializer over the whole corpus.</summary>
public sealed record CorpusRowRecord
{
    public required string Serializer { get; init; }

    /// <summary>ok, not-run (with the reason) or stopped (too many hangs or crashes; the rest was not fed).</summary>
    public required string Status { get; init; }

    public string? Reason { get; init; }

    /// <summary>What the inputs were read into, e.g. JsonDocument, or the payload's type.</summary>
    public string? ReadAs { get; init; }

    public int Fed { get; init; }

    public int Accepted { get; init; }

    public int Rejected { get; init; }

    public int Hang { get; init; }

    public int Crash { get; init; }

    public int OutOfMemory { get; init; }

    public int ExcessiveAllocation { get; init; }

    /// <summary>y_ files (must be accepted); null when the corpus has none.</summary>
    public CorpusClassCounts? MustAccept { get; init; }

    /// <summary>n_ files (must be rejected).</summary>
    public CorpusClassCounts? MustReject { get; init; }

    /// <summary>i_ files (implementation-defined).</summary>
    public CorpusClassCounts? EitherWay { get; init; }

    /// <summary>n_ files this row accepted: findings about the library.</summary>
    public IReadOnlyList<string> AcceptedButMustReject { get; init; } = [];

    /// <summary>y_ files this row rejected, with its exception.</summary>
    public IReadOnlyList<string> RejectedButMustAccept { get; init; } = [];

    public IReadOnlyList<CorpusFinding> Findings { get; init; } = [];

    public double DurationSeconds { get; init; }
}
