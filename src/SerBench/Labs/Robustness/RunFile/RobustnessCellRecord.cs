namespace SerBench.Labs.Robustness;

/// <summary>One serializer × payload of the robustness lab: how many cases ended how, and every non-clean case.</summary>
public sealed record RobustnessCellRecord
{
    public required string Serializer { get; init; }

    public required string Payload { get; init; }

    public int PayloadSize { get; init; }

    /// <summary>ok; not-run (unsupported payload or a worker that could not start, see <see cref="Reason"/>); stopped (too many hangs or crashes; the rest of the corpus was skipped).</summary>
    public required string Status { get; init; }

    public string? Reason { get; init; }

    /// <summary>Length of the valid serialized input the corpus was made from.</summary>
    public int ValidBytes { get; init; }

    /// <summary>What the valid input itself gave (equal, unless the row cannot read its own bytes).</summary>
    public string? ValidOutcome { get; init; }

    public int Cases { get; init; }

    public RobustnessCounts Counts { get; init; } = new();

    /// <summary>Rejections by exception type (full name), most frequent first.</summary>
    public IReadOnlyList<ExceptionCountRecord> Exceptions { get; init; } = [];

    /// <summary>The case with the most bytes allocated while deserializing, against its input length.</summary>
    public AllocationRecord? PeakAllocation { get; init; }

    public double DurationSeconds { get; init; }

    /// <summary>Every case that was not a clean rejection or an equal read (or that allocated far beyond its input), with its saved input.</summary>
    public IReadOnlyList<RobustnessFindingRecord> Findings { get; init; } = [];
}

/// <summary>Cases per outcome class.</summary>
public sealed record RobustnessCounts
{
    public int Rejected { get; init; }

    public int Equal { get; init; }

    public int Different { get; init; }

    public int Hang { get; init; }

    public int Crash { get; init; }

    public int OutOfMemory { get; init; }

    /// <summary>Cases (of any outcome) that allocated far beyond their input size.</summary>
    public int ExcessiveAllocation { get; init; }

    public static RobustnessCounts operator +(RobustnessCounts a, RobustnessCounts b) => new()
    {
        Rejected = a.Rejected + b.Rejected,
        Equal = a.Equal + b.Equal,
        Different = a.Different + b.Different,
        Hang = a.Hang + b.Hang,
        Crash = a.Crash + b.Crash,
        OutOfMemory = a.OutOfMemory + b.OutOfMemory,
        ExcessiveAllocation = a.ExcessiveAllocation + b.ExcessiveAllocation,
    };
}

public sealed record ExceptionCountRecord(string Type, int Count);

public sealed record AllocationRecord(int Case, string Label, int InputBytes, long AllocatedBytes);

/// <summary>One non-clean case: what was done to the bytes, what happened, and the saved input (relative to the run folder).</summary>
public sealed record RobustnessFindingRecord
{
    public required int Case { get; init; }

    public required string Kind { get; init; }

    public required string Label { get; init; }

    public required int InputBytes { get; init; }

    public required string Outcome { get; init; }

    public string? Exception { get; init; }

    public string? Detail { get; init; }

    public long? AllocatedBytes { get; init; }

    public bool ExcessiveAllocation { get; init; }

    /// <summary>The saved input, e.g. robustness/inputs/stj-tiny-00017.bin; its sidecar is the same name with .json.</summary>
    public string? File { get; init; }
}

/// <summary>A serializer's robustness over every payload it took: totals and the security verdict.</summary>
public sealed record RobustnessSerializerRecord
{
    public required string Serializer { get; init; }

    public int Cells { get; init; }

    public int Cases { get; init; }

    public RobustnessCounts Counts { get; init; } = new();

    /// <summary>The headline: unsafe by design, a crash, a hang, out of memory, or runaway allocation on the smallest input that caused it.</summary>
    public required string Security { get; init; }

    /// <summary>Rejections through exception types that usually mean a bug rather than bad data (NullReferenceException, IndexOutOfRangeException, …).</summary>
    public string? LeakyExceptions { get; init; }
}
