namespace SerBench.Labs.Micro;

/// <summary>Measures a spec's cells in a separate process (or, in tests, a fake of one).</summary>
internal interface IMicroWorkerLauncher
{
    /// <summary>
    /// Measures the spec; calls <paramref name="onCell"/> once for every cell of the spec, in the order they
    /// finish, with the plan index. A cell the process never reported (it crashed, sent a line the lab cannot
    /// read, or was cancelled) comes back failed with the reason, unless the run was cancelled.
    /// </summary>
    /// <returns>How long the process took before it began its first cell.</returns>
    MicroWorkerOutcome Run(MicroWorkerSpec spec, Action<int, CellRecord> onCell, CancellationToken cancellationToken);
}

/// <summary>
/// What a measuring process cost besides its cells: the time from its start until it began its first cell (starting
/// the runtime, verifying and warming every pair, the benchmark engine's first run); null when it began none.
/// </summary>
internal sealed record MicroWorkerOutcome(TimeSpan? BeforeFirstCell);
