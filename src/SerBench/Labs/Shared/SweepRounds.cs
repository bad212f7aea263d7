namespace SerBench.Labs.Shared;

/// <summary>
/// How many times a sweep measures each cell, in turn with the other cells of its size: <paramref name="PerCell"/> rounds,
/// or <paramref name="LongCallPerCell"/> for a cell whose call took <paramref name="LongCall"/> or more in its first round
/// (seconds per call, where every round costs seconds).
/// </summary>
/// <remarks>
/// These VMs change speed in steps lasting seconds; a cell measured in one stretch carries whichever step it met, so a
/// narrow interval from one stretch did not hold in the next run (measured: docs/measuring.md, 'The sweep labs').
/// </remarks>
public sealed record SweepRounds(int PerCell, int LongCallPerCell, TimeSpan LongCall)
{
    /// <summary>One round: each cell measured once, in one stretch.</summary>
    public static SweepRounds One { get; } = new(1, 1, TimeSpan.MaxValue);

    /// <summary>The rounds a cell gets once its first round timed one call at <paramref name="medianNs"/>.</summary>
    public int For(double? medianNs) =>
        medianNs is { } ns && ns >= LongCall.TotalNanoseconds ? Math.Min(PerCell, LongCallPerCell) : PerCell;
}
