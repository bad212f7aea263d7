namespace SerBench.Compare;

/// <summary>A cell's identity across runs: serializer × payload at a size × operation.</summary>
internal sealed record CellKey(string Serializer, string Payload, int PayloadSize, string Operation)
{
    public static CellKey Of(CellRecord cell) => new(cell.Serializer.ToLowerInvariant(), cell.Payload.ToLowerInvariant(), cell.PayloadSize, cell.Operation.ToLowerInvariant());

    public string PayloadLabel => PayloadSize == 1 ? Payload : $"{Payload} ({Units.Count(PayloadSize)})";

    public override string ToString() => $"{Serializer} · {PayloadLabel} · {Operation}";
}

/// <summary>How a cell's time moved between the runs.</summary>
internal enum ChangeVerdict
{
    Unchanged,
    Faster,
    Slower,

    /// <summary>Neither a confidence interval nor --threshold to tell noise from change (e.g. dry-preset single shots).</summary>
    NotJudged,

    /// <summary>Measured in the first run, failed in the second.</summary>
    NowFailing,

    /// <summary>Failed in the first run, measured in the second.</summary>
    NowPassing,
}

/// <summary>
/// One cell in both runs: its verdict, the change of the judged measure (<paramref name="Measure"/>: the median's, or
/// the instructions per call's), and for counts the band it was judged against (a fraction, 0.005 = ±0.5 %).
/// </summary>
internal sealed record CellChange(CellKey Key, CellRecord Before, CellRecord After, ChangeVerdict Verdict, string Why, string Measure = Measures.Time, double? Band = null)
{
    /// <summary>(after − before) / before of the median; null unless both were measured.</summary>
    public double? TimeChange => Before.MedianNs is > 0 and var a && After.MedianNs is { } b ? (b - a) / a : null;

    /// <summary>(after − before) / before of the instructions per call; null unless both were counted.</summary>
    public double? InstructionsChange => Before.Counts?.Instructions is > 0 and var a && After.Counts?.Instructions is { } b ? (b - a) / a : null;

    /// <summary>The change of the measure the cell was judged by.</summary>
    public double? Change => Measure == Measures.Counts ? InstructionsChange : TimeChange;

    public long? SizeChange => Before.SizeBytes is { } a && After.SizeBytes is { } b ? b - a : null;

    /// <summary>
    /// Allocations moved by more than 1 % and more than 8 bytes (<see cref="Engine.AllocationAgreement"/>), and out of
    /// the range the other run's measuring processes spanned: a cell whose processes allocated 2,449 B in one and
    /// 3,088 B in another has not changed when the next run's processes all allocate 3,088 B.
    /// </summary>
    public bool AllocationsChanged => AllocationsGrew || AllocationsShrank;

    /// <summary>B's least allocation is above A's most by more than the tolerance: growth the gate counts as a regression.</summary>
    public bool AllocationsGrew =>
        Before.AllocatedBytes is { } beforeLeast && After.AllocatedBytes is { } afterLeast && Apart(Before.AllocatedBytesMax ?? beforeLeast, afterLeast);

    /// <summary>B's most allocation is below A's least by more than the tolerance.</summary>
    public bool AllocationsShrank =>
        Before.AllocatedBytes is { } beforeLeast && After.AllocatedBytes is { } afterLeast && Apart(After.AllocatedBytesMax ?? afterLeast, beforeLeast);

    /// <summary>True when <paramref name="lower"/> is below <paramref name="higher"/> by more than the tolerance.</summary>
    private static bool Apart(long lower, long higher) => lower < higher && Engine.AllocationAgreement.Differ(lower, higher);

    /// <summary>Sizes are deterministic: any byte of difference is a change.</summary>
    public bool SizeChanged => SizeChange is { } d && d != 0;
}

/// <summary>A property of the two runs that differs (machine, runtime, preset, library versions).</summary>
internal sealed record SettingDifference(string Name, string Before, string After);
