namespace SerBench.RunFiles;

/// <summary>A serializer row as the run file records it: labels, traits, and whether it is installed.</summary>
public sealed record SerializerRecord
{
    public required string Id { get; init; }

    public required string DisplayName { get; init; }

    public required string Package { get; init; }

    /// <summary>Loaded version; null when not installed.</summary>
    public string? Version { get; init; }

    public required string Format { get; init; }

    public string? Codegen { get; init; }

    public string? ApiShape { get; init; }

    public required bool Installed { get; init; }

    /// <summary>For a row that is not installed: what is missing and how to add it.</summary>
    public string? Reason { get; init; }

    public string? Fidelity { get; init; }

    public string? Warning { get; init; }

    public string? Notes { get; init; }

    /// <summary>False for a variant the default run leaves out (see SerializerInfo.InDefaultRoster); null: in it, or not installed.</summary>
    public bool? InDefaultRoster { get; init; }

    /// <summary>True when only the library's work on its own generated types is timed (mapping outside); null: no.</summary>
    public bool? TwinTypes { get; init; }

    public IReadOnlyList<TraitRecord> Traits { get; init; } = [];
}

/// <summary>One trait of a row, with its reason.</summary>
public sealed record TraitRecord(string Name, bool Value, string Reason);

/// <summary>A payload as a run used it.</summary>
public sealed record PayloadRecord(string Id, string Description, int Size, string? SizeUnit);

/// <summary>The frozen settings of a preset, as written into the run file.</summary>
public sealed record PresetRecord(
    string Name,
    string Description,
    int? LaunchCount,
    int? WarmupCount,
    int? IterationCount,
    double? IterationTimeMs,
    int? InvocationCount,
    int? UnrollFactor)
{
    /// <summary>The lab's JIT warm-up before each cell: run until nothing new was compiled for this many ms.</summary>
    public double? JitQuietMs { get; init; }

    /// <summary>True when the lab sized invocations per iteration from a short timing instead of BenchmarkDotNet's pilot stage.</summary>
    public bool CalibratesInvocations { get; init; }

    /// <summary>False when the empty-loop overhead was not measured and subtracted (null in older run files: it was).</summary>
    public bool? SubtractsOverhead { get; init; }

    /// <summary>False when BenchmarkDotNet did not force a full GC before each iteration (null in older run files: it did).</summary>
    public bool? ForcesGcBetweenIterations { get; init; }

    /// <summary>
    /// Over which calls the collections per 1,000 operations were counted: <see cref="CollectionScopes.MeasuredIterations"/>.
    /// Null in runs made before it was recorded and with a preset that forces a GC between iterations: BenchmarkDotNet's
    /// count from one extra iteration after the measured ones (on a cell of one call per iteration, that iteration seldom
    /// met a collection the measured ones met).
    /// </summary>
    public string? CollectionScope { get; init; }

    /// <summary>True when the empty loop was measured once per process instead of in every cell (see <see cref="LoopOverheadNs"/>).</summary>
    public bool? OverheadMeasuredOncePerProcess { get; init; }

    /// <summary>The empty loop's cost per invocation that was subtracted from every cell, in ns, when measured once per process.</summary>
    public double? LoopOverheadNs { get; init; }

    /// <summary>How many independent processes measure every cell (null in older run files: one, the lab's own).</summary>
    public int? Rounds { get; init; }

    /// <summary>At most this many rounds more for a cell whose rounds disagree (null: none, as in older run files).</summary>
    public int? MaxExtraRounds { get; init; }

    /// <summary>The fraction (largest round median over smallest, minus one) within which rounds agree; set with <see cref="MaxExtraRounds"/>.</summary>
    public double? RoundsAgreement { get; init; }
}
