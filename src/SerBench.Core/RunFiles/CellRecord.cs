namespace SerBench.RunFiles;

/// <summary>One serializer × payload × operation cell of a run.</summary>
public sealed record CellRecord
{
    public required string Serializer { get; init; }

    public required string Payload { get; init; }

    /// <summary>The payload's size knob (1 for fixed payloads).</summary>
    public required int PayloadSize { get; init; }

    /// <summary>serialize, deserialize or roundtrip.</summary>
    public required string Operation { get; init; }

    /// <summary>
    /// The runtime whose measuring process measured the cell (net8.0, net9.0, net10.0, nativeaot; docs/runtimes.md), for a
    /// run with --runtimes; null: the lab program's own runtime (every run without the option, and every older run file).
    /// </summary>
    public string? Runtime { get; init; }

    /// <summary>ok, failed or unsupported (see <see cref="CellStatus"/>).</summary>
    public required string Status { get; init; }

    /// <summary>Why a cell is unsupported or failed.</summary>
    public string? Reason { get; init; }

    /// <summary>For a failed round trip: the first difference, by path.</summary>
    public string? Diff { get; init; }

    public long? SizeBytes { get; init; }

    public long? GzipBytes { get; init; }

    public long? BrotliBytes { get; init; }

    /// <summary>zstd 1.5.7 at level 3; null in runs made before 2026-11-26 on a machine without libzstd, which those runs used.</summary>
    public long? ZstdBytes { get; init; }

    public double? MedianNs { get; init; }

    /// <summary>
    /// Lower bound of the cell's 99.9 % interval, in ns: the confidence interval of the mean over every round's
    /// iterations, widened to hold each round's median and to at least the run's spread between processes.
    /// </summary>
    public double? CiLowerNs { get; init; }

    public double? CiUpperNs { get; init; }

    /// <summary>
    /// The cell's own interval (its iterations and rounds) before the run's spread between processes widened it
    /// (see <see cref="MeasurementRecord.ProcessSpread"/>); null when no floor was applied.
    /// </summary>
    public double? OwnCiLowerNs { get; init; }

    public double? OwnCiUpperNs { get; init; }

    public double? MeanNs { get; init; }

    public double? StdDevNs { get; init; }

    /// <summary>Managed bytes allocated per operation.</summary>
    public long? AllocatedBytes { get; init; }

    /// <summary>
    /// The most a measuring process allocated per operation, when the cell's processes differed (see
    /// <see cref="Engine.AllocationAgreement"/>); <see cref="AllocatedBytes"/> is then the least. Null when they agreed,
    /// for a cell of one process, and in older runs. Each process's code is compiled with its own profile, and the
    /// JIT may keep an object on the stack in one process and not in another.
    /// </summary>
    public long? AllocatedBytesMax { get; init; }

    public double? Gen0PerThousandOps { get; init; }

    /// <summary>Gen 1 collections per 1,000 operations (null in older runs).</summary>
    public double? Gen1PerThousandOps { get; init; }

    /// <summary>Gen 2 collections per 1,000 operations (null in older runs).</summary>
    public double? Gen2PerThousandOps { get; init; }

    /// <summary>True when the cell's own interval's half-width exceeds 5 % of the median (the run's floor aside).</summary>
    public bool Noisy { get; init; }

    /// <summary>How many measurement iterations the median is taken over (all rounds together).</summary>
    public int? Iterations { get; init; }

    /// <summary>Each round's own iterations and machine readings (null in runs before rounds existed).</summary>
    public IReadOnlyList<RoundRecord>? Rounds { get; init; }

    /// <summary>How far the rounds' medians were apart: slowest over fastest, minus one (0.03 = 3 %).</summary>
    public double? RoundsSpread { get; init; }

    /// <summary>True when a round of this cell stayed disturbed after the last retry.</summary>
    public bool Disturbed { get; init; }

    /// <summary>How many times rounds of this cell were measured again because they were disturbed.</summary>
    public int Retries { get; init; }

    /// <summary>True when the median is not clearly above the subtracted loop overhead (under twice it).</summary>
    public bool AtOverheadFloor { get; init; }

    /// <summary>The cell's counts under callgrind, in a run that counted (`--measure counts` or `both`); null otherwise.</summary>
    public CountsRecord? Counts { get; init; }
}

/// <summary>The values of <see cref="CellRecord.Status"/>.</summary>
public static class CellStatus
{
    public const string Ok = "ok";
    public const string Failed = "failed";
    public const string Unsupported = "unsupported";
    public const string NotInstalled = "not-installed";
}

/// <summary>The values of <see cref="CellRecord.Operation"/>.</summary>
public static class Operations
{
    public const string Serialize = "serialize";
    public const string Deserialize = "deserialize";
    public const string RoundTrip = "roundtrip";

    public static IReadOnlyList<string> All { get; } = [Serialize, Deserialize, RoundTrip];
}
