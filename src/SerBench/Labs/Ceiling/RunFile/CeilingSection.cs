namespace SerBench.Labs.Ceiling;

/// <summary>
/// The <c>ceiling</c> section of run.json: the float-vector payload against copying the same raw bytes
/// (memcpy), measured in the same run. Every rate counts the raw float bytes (12 per point), whatever the
/// format writes, so text and binary rows are compared on the data they carry.
/// </summary>
public sealed record CeilingSection
{
    public required string Payload { get; init; }

    public string? Unit { get; init; }

    /// <summary>Where the headline table is taken: the payload's default size, or the swept size closest to it.</summary>
    public required int HeadlineSize { get; init; }

    public required IReadOnlyList<int> Sizes { get; init; }

    /// <summary>A row at or above this fraction of memcpy meets the target for binary formats.</summary>
    public required double TargetFraction { get; init; }

    public IReadOnlyList<MemcpyRecord> Memcpy { get; init; } = [];

    public IReadOnlyList<CeilingRecord> Rows { get; init; } = [];

    /// <summary>The binary row closest to memcpy at the headline size (serialize or deserialize), if any ran.</summary>
    public CeilingRecord? BestBinary { get; init; }
}

/// <summary>Copying the raw float bytes of one size (Span.CopyTo into a preallocated buffer), measured before and after the serializers.</summary>
public sealed record MemcpyRecord
{
    public required int Size { get; init; }

    public required long Bytes { get; init; }

    public required string Status { get; init; }

    public string? Reason { get; init; }

    /// <summary>The faster of <see cref="RunsNs"/>: the ceiling the cells of this size are compared with.</summary>
    public double? MedianNs { get; init; }

    /// <summary>The median of each memcpy measurement at this size (before and after the serializers).</summary>
    public IReadOnlyList<double> RunsNs { get; init; } = [];

    public double? GBps { get; init; }

    public bool Noisy { get; init; }
}

/// <summary>One serializer × size × operation against memcpy of the same raw bytes.</summary>
public sealed record CeilingRecord
{
    public required string Serializer { get; init; }

    public required string Format { get; init; }

    /// <summary>True for binary formats (not JSON, XML or JSV text).</summary>
    public required bool Binary { get; init; }

    public required int Size { get; init; }

    public required string Operation { get; init; }

    public required string Status { get; init; }

    public string? Reason { get; init; }

    public long? SizeBytes { get; init; }

    public double? MedianNs { get; init; }

    public long? AllocatedBytes { get; init; }

    /// <summary>Raw float bytes per second, in GB (10⁹ B).</summary>
    public double? GBps { get; init; }

    /// <summary>memcpy time over this time: 1 means as fast as copying the raw bytes.</summary>
    public double? FractionOfMemcpy { get; init; }

    /// <summary>Faster than memcpy of the same bytes (DESIGN fairness rule 8): the measurement is suspect.</summary>
    public bool Suspect { get; init; }

    public bool Noisy { get; init; }
}
