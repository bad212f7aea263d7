namespace SerBench.Compare;

/// <summary>
/// B's times put at A's machine speed. Each run's figures are already at its own median machine speed by the canary
/// (<see cref="MeasurementRecord.SpeedReferenceNs"/>); two runs of one machine taken at different speed levels are
/// made comparable the same way, by multiplying B's times by A's speed reference over B's.
/// </summary>
/// <remarks>
/// On one VM the median cell moves with the runs' canary, and putting B at A's speed brings the runs' medians closer
/// while leaving the verdicts as they were (measured: docs/measuring.md, 'Measurements behind the code'). Between
/// different machines the canary does not translate one machine's speed into another's, so B's times are then left as
/// timed.
/// </remarks>
internal sealed record SpeedAlignment(double BeforeNs, double AfterNs)
{
    /// <summary>What B's times are multiplied by.</summary>
    public double Factor => BeforeNs / AfterNs;

    /// <summary>The alignment of two runs, or null with the reason B's times stay as timed.</summary>
    public static (SpeedAlignment? Alignment, string Note) For(RunFile before, RunFile after, bool asMeasured)
    {
        ArgumentNullException.ThrowIfNull(before);
        ArgumentNullException.ThrowIfNull(after);
        if (asMeasured)
        {
            return (null, "B's times are compared as timed (--as-measured), not put at A's machine speed.");
        }

        var speedBefore = MachineCheck.SpeedNs(before);
        if (speedBefore is not { } a || MachineCheck.SpeedNs(after) is not { } b)
        {
            return (null, "B's times are compared as timed: " + (speedBefore is null ? "A" : "B") + " has no canary reading to tell its machine's speed by.");
        }

        if (MachineCheck.CanaryWorkDiffers(before, after) is not null)
        {
            return (null, "B's times are compared as timed: the runs' canaries timed different work.");
        }

        if (!MachineCheck.SameMachine(before, after))
        {
            return (null, "B's times are compared as timed: the same machine is not confirmed, and a canary does not translate one machine's speed into another's.");
        }

        var alignment = new SpeedAlignment(a, b);
        return (alignment, string.Create(
            CultureInfo.InvariantCulture,
            $"B's times are put at A's machine speed by the canary: ×{alignment.Factor:0.000} (the runs' median canary {a / 1e6:0.000} ms in A, {b / 1e6:0.000} ms in B), as each run's own rounds are put at its median speed; --as-measured compares them as timed."));
    }

    /// <summary>The cell with every time multiplied by <see cref="Factor"/>.</summary>
    public CellRecord Apply(CellRecord cell)
    {
        ArgumentNullException.ThrowIfNull(cell);
        return cell with
        {
            MedianNs = cell.MedianNs * Factor,
            MeanNs = cell.MeanNs * Factor,
            StdDevNs = cell.StdDevNs * Factor,
            CiLowerNs = cell.CiLowerNs * Factor,
            CiUpperNs = cell.CiUpperNs * Factor,
            OwnCiLowerNs = cell.OwnCiLowerNs * Factor,
            OwnCiUpperNs = cell.OwnCiUpperNs * Factor,
        };
    }
}
