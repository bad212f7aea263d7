namespace SerBench.Labs.Robustness;

/// <summary>
/// The robustness lab's part of run.json: how the corpus was made (seed, sample cap) and limited (time, heap),
/// one record per serializer × payload, and a summary per serializer with its security verdict.
/// </summary>
public sealed record RobustnessSection
{
    /// <summary>The seed every corpus derives from; the same seed and valid bytes give the same corpus.</summary>
    public required int Seed { get; init; }

    /// <summary>At most this many cases per mutation kind and cell; smaller inputs are covered exhaustively.</summary>
    public required int Sample { get; init; }

    /// <summary>Per case; a worker that did not answer in time was killed and the case counted as a hang.</summary>
    public required int TimeoutMs { get; init; }

    /// <summary>Each worker's GC heap hard limit.</summary>
    public required int MemoryMb { get; init; }

    /// <summary>A case allocating more than this many bytes per input byte (and at least 64 MiB) is "allocation far beyond input".</summary>
    public long ExcessiveAllocationRatio { get; init; }

    public double DurationSeconds { get; init; }

    /// <summary>Where the inputs of non-clean outcomes were saved, relative to the run folder.</summary>
    public string InputsFolder { get; init; } = "robustness/inputs";

    public IReadOnlyList<RobustnessCellRecord> Cells { get; init; } = [];

    public IReadOnlyList<RobustnessSerializerRecord> Serializers { get; init; } = [];
}
