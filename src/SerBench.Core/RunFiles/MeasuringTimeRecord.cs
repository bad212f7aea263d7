namespace SerBench.RunFiles;

/// <summary>
/// Where a run's measuring time went, so a run that took long says why: the preset's rounds, and measuring again
/// (disturbed rounds, slow processes, extra rounds for cells whose rounds disagreed), part of which was spent waiting
/// for the canary to read fast. Null in runs measured in one process and in runs made before it was recorded.
/// </summary>
public sealed record MeasuringTimeRecord
{
    /// <summary>From the lab's start (its own warm-up included) to its last measured cell, seconds.</summary>
    public required double TotalSeconds { get; init; }

    /// <summary>The preset's rounds: every cell measured once per round.</summary>
    public required MeasuringPhaseRecord Rounds { get; init; }

    /// <summary>Everything measured after the rounds: retries of disturbed rounds and slow processes, and extra rounds.</summary>
    public required MeasuringPhaseRecord Remeasuring { get; init; }

    /// <summary>Of <see cref="Remeasuring"/>, the seconds spent waiting for the canary to read near the run's fastest.</summary>
    public double WaitingSeconds { get; init; }
}

/// <summary>
/// One part of a run's measuring: its seconds, the measuring processes it started, the cells' rounds they measured
/// (failed and unsupported cells not counted), and how much of its seconds the processes spent before their first cells
/// (starting, verifying and warming their pairs; null in runs made before it was recorded).
/// </summary>
public sealed record MeasuringPhaseRecord(double Seconds, int Processes, int CellRounds, double? BeforeFirstCellsSeconds = null);
