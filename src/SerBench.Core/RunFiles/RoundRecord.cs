namespace SerBench.RunFiles;

/// <summary>
/// One round of one cell: what one measuring process timed (every iteration, nothing removed) and how the
/// machine behaved meanwhile. A cell's median and interval come from all its rounds together.
/// </summary>
public sealed record RoundRecord
{
    /// <summary>1-based round; re-measurements keep the round they replace.</summary>
    public required int Round { get; init; }

    /// <summary>How many times this round was measured: 1, or more after re-measuring a disturbed one.</summary>
    public int Attempts { get; init; } = 1;

    /// <summary>The round's median, at the run's reference speed once the run is finished (see <see cref="SpeedFactor"/>).</summary>
    public double? MedianNs { get; init; }

    /// <summary>The median as timed, before the round was put at the run's reference speed; null until then.</summary>
    public double? MeasuredMedianNs { get; init; }

    /// <summary>
    /// What the round's times were multiplied by to put them at the run's reference speed: the run's median canary
    /// reading over the canary around this round (0.97 = the machine ran 3 % slower than usual here). Null: not scaled.
    /// </summary>
    public double? SpeedFactor { get; init; }

    /// <summary>Every measured iteration, ns per operation, loop overhead subtracted, at the run's reference speed once it is finished; none removed.</summary>
    public IReadOnlyList<double> IterationNs { get; init; } = [];

    /// <summary>The loop overhead this round's process subtracted, ns per operation.</summary>
    public double? OverheadNs { get; init; }

    public InterferenceReading? Interference { get; init; }

    /// <summary>Slowest canary reading around the cell against the run's fastest, minus one (0.2 = 20 % slow).</summary>
    public double? CanarySlowdown { get; init; }

    /// <summary>
    /// How far this round's middle iterations spread (second slowest over second fastest, minus one: 0.2 = 20 %),
    /// judged for cells light enough to run steadily (no gen-2 collection, under 85,000 B per call); null otherwise.
    /// </summary>
    public double? IterationStep { get; init; }

    /// <summary>
    /// True for a disturbed round left out of the cell's figures because enough undisturbed rounds of the cell were
    /// measured (it stays here, with its reason, to be seen).
    /// </summary>
    public bool LeftOut { get; init; }

    /// <summary>True when the machine was busy with other work or slow while this round ran.</summary>
    public bool Disturbed { get; init; }

    /// <summary>Why it counts as disturbed.</summary>
    public string? DisturbedReason { get; init; }

    /// <summary>
    /// Seconds from the start of measuring to when this round of the cell was finished, on the clock of the run's canary
    /// trace, so a round can be placed beside what the machine did meanwhile; null when measured in process.
    /// </summary>
    public double? FinishedAtSeconds { get; init; }
}

/// <summary>
/// The machine around one cell: the canary (ns) just before and after it, and the CPU others used meanwhile, in
/// cores (null where the OS does not tell).
/// </summary>
public sealed record InterferenceReading(double CanaryBeforeNs, double CanaryAfterNs, double? OthersBusyCores, double? StealCores);
