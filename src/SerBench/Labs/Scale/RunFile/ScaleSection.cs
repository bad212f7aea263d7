namespace SerBench.Labs.Scale;

/// <summary>
/// The <c>scale</c> section of run.json: one scalable payload measured at several sizes (seed 000). The raw
/// measurements are also ordinary cells of the run; this section holds what the sweep adds to them.
/// </summary>
public sealed record ScaleSection
{
    public required string Payload { get; init; }

    /// <summary>
    /// "counts" when the sweep counted under callgrind instead of timing: its fits, ratios and tables are of estimated
    /// cycles (<see cref="ScaleFigure"/>); null in a timed sweep.
    /// </summary>
    public string? Measure { get; init; }

    /// <summary>What a size counts, e.g. "consumers".</summary>
    public string? Unit { get; init; }

    public required IReadOnlyList<int> Sizes { get; init; }

    /// <summary>The machine's last-level cache in bytes, where the OS tells it.</summary>
    public long? LastLevelCacheBytes { get; init; }

    /// <summary>A growth exponent above this is flagged super-linear.</summary>
    public required double SuperLinearThreshold { get; init; }

    /// <summary>The size of the 5-round-trip table (the sweep size closest to the payload's default size).</summary>
    public int? FiveRoundTripSize { get; init; }

    /// <summary>The serializer the ratios of the 5-round-trip table are taken against.</summary>
    public string? Baseline { get; init; }

    public IReadOnlyList<ScaleSeries> Series { get; init; } = [];

    public IReadOnlyList<FiveRoundTripRecord> FiveRoundTrips { get; init; } = [];

    /// <summary>Seed 000's published table, as data (docs/reference/seed-000-large-objects.csv).</summary>
    public IReadOnlyList<SeedLargeObjectFigure> Seed { get; init; } = [];
}

/// <summary>One serializer across the sweep: its points, its growth exponents and where it leaves the cache.</summary>
public sealed record ScaleSeries
{
    public required string Serializer { get; init; }

    public IReadOnlyList<ScalePoint> Points { get; init; } = [];

    /// <summary>Log-log fit of round-trip time against size; null with fewer than two measured sizes.</summary>
    public GrowthFit? RoundTripFit { get; init; }

    public GrowthFit? SerializeFit { get; init; }

    public GrowthFit? DeserializeFit { get; init; }

    public CacheCrossing? CacheCrossing { get; init; }
}

/// <summary>One serializer at one size. Times are medians in ns; throughput is serialized bytes per second in MB (10⁶ B).</summary>
public sealed record ScalePoint
{
    public required int Size { get; init; }

    /// <summary>ok, failed (at this size only) or unsupported.</summary>
    public required string Status { get; init; }

    public string? Reason { get; init; }

    public long? SizeBytes { get; init; }

    public double? SerializeNs { get; init; }

    public double? DeserializeNs { get; init; }

    public double? RoundTripNs { get; init; }

    public long? SerializeAllocatedBytes { get; init; }

    public long? DeserializeAllocatedBytes { get; init; }

    public long? RoundTripAllocatedBytes { get; init; }

    public double? SerializeMBps { get; init; }

    public double? DeserializeMBps { get; init; }

    /// <summary>Serialized bytes over round-trip time (each byte is written once and read once).</summary>
    public double? RoundTripMBps { get; init; }

    /// <summary>Estimated cycles per call, in a counts sweep (the run's cycles formula).</summary>
    public double? SerializeCycles { get; init; }

    public double? DeserializeCycles { get; init; }

    public double? RoundTripCycles { get; init; }

    /// <summary>Instructions per round trip, in a counts sweep.</summary>
    public double? RoundTripInstructions { get; init; }

    /// <summary>True when the serialized form is larger than the last-level cache.</summary>
    public bool PastLastLevelCache { get; init; }

    /// <summary>True when any of the point's cells had a wide confidence interval.</summary>
    public bool Noisy { get; init; }
}

/// <summary>
/// Time ∝ size^<see cref="Exponent"/>, fitted by least squares on log-log; <see cref="RSquared"/> says how well
/// (null with two points, where a line always fits).
/// </summary>
public sealed record GrowthFit(double Exponent, double? RSquared, int Points, bool SuperLinear, int? BendsAtSize);

/// <summary>
/// Where the serialized form outgrows the last-level cache: the first measured size past it, and the size
/// where it crosses, interpolated (or extrapolated from the last two sizes when no measured size reaches it).
/// </summary>
public sealed record CacheCrossing(int? FirstSizePastCache, double? EstimatedSize, bool Extrapolated);

/// <summary>Seed 000's micro-benchmark: 5 round trips per operation at one size.</summary>
public sealed record FiveRoundTripRecord
{
    public required string Serializer { get; init; }

    public required string Status { get; init; }

    public string? Reason { get; init; }

    /// <summary>Median time of one operation of 5 round trips, in ns.</summary>
    public double? MedianNs { get; init; }

    /// <summary>In a counts sweep: five times one round trip's estimated cycles (a count adds up; no 5-round-trip cell is counted).</summary>
    public double? EstimatedCycles { get; init; }

    public double? MeanNs { get; init; }

    /// <summary>The 99.9 % interval of the median, in ns (null in sweeps made before it was kept, and in a counts sweep).</summary>
    public double? CiLowerNs { get; init; }

    public double? CiUpperNs { get; init; }

    public long? AllocatedBytes { get; init; }

    /// <summary>Median over the baseline's median (estimated cycles over the baseline's, in a counts sweep).</summary>
    public double? Ratio { get; init; }

    public bool Noisy { get; init; }
}

/// <summary>A row of seed 000's published tables (their hardware; compare ratios only).</summary>
public sealed record SeedLargeObjectFigure(string Table, int Consumers, double SizeMb, string Serializer, double Ms, string? Note);
