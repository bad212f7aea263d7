namespace SerBench.Labs.Micro.Runtimes;

/// <summary>Builds (or finds already built) the measuring process of a runtime (or, in tests, a fake of one).</summary>
internal interface IWorkerBuilds
{
    /// <summary>The runtime's worker program, published once per source state; says on <paramref name="progress"/> when it builds and how long that took.</summary>
    WorkerBuild Ensure(MeasuringRuntime runtime, TextWriter progress);
}

/// <summary>A runtime's worker: the program to start (null when it could not be built) and how it came to be, or why it did not.</summary>
internal sealed record WorkerBuild(string? Program, string Note);
