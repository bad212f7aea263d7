namespace SerBench.Labs.Micro.Runtimes;

/// <summary>Measures a plan in the measuring processes of one runtime's worker program (or, in tests, a fake of it).</summary>
internal interface IRuntimeLab
{
    RuntimeLabOutcome Run(MicroRunPlan plan, string workerProgram, IRunObserver observer, CancellationToken cancellationToken);
}

/// <summary>The cells measured, in plan order, and the runtime the worker said it runs on (null if it never said).</summary>
internal sealed record RuntimeLabOutcome(IReadOnlyList<CellRecord> Cells, string? ReportedRuntime);
