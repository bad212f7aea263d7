using SerBench.RunFiles;

namespace SerBench.Isolation;

/// <summary>Measures a spec's cells in a separate process (or, in tests, a fake of one).</summary>
internal interface IMicroWorkerLauncher
{
    /// <summary>
    /// Measures the spec; calls <paramref name="onCell"/> once for every cell of the spec, in the order they
    /// finish, with the plan index. A cell the process never reported (it crashed, sent a line the lab cannot
    /// read, or was cancelled) comes back failed with the reason, unless the run was cancelled.
    /// </summary>
    void Run(MicroWorkerSpec spec, Action<int, CellRecord> onCell, CancellationToken cancellationToken);
}
