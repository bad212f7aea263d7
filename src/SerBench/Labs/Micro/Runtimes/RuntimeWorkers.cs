namespace SerBench.Labs.Micro.Runtimes;

/// <summary>Every runtime's worker of a run, built before anything is measured or written, so a runtime that cannot be built costs nothing.</summary>
internal static class RuntimeWorkers
{
    /// <summary>The runtimes with their workers (empty without --runtimes), or null after saying on the error output which could not be built.</summary>
    public static IReadOnlyList<(MeasuringRuntime Runtime, WorkerBuild Build)>? Build(LabServices services, IReadOnlyList<MeasuringRuntime> runtimes)
    {
        ArgumentNullException.ThrowIfNull(services);
        ArgumentNullException.ThrowIfNull(runtimes);
        var workers = runtimes.Select(r => (Runtime: r, Build: services.WorkerBuilds.Ensure(r, services.Sink.Out))).ToList();
        var failed = workers.Where(w => w.Build.Program is null).ToList();
        if (failed.Count == 0)
        {
            return workers;
        }

        foreach (var (runtime, build) in failed)
        {
            services.Sink.Error.WriteLine($"serbench: the measuring process for {runtime.Name} ({runtime.BuildKind}) could not be built: {build.Note}");
        }

        var built = workers.Where(w => w.Build.Program is not null).Select(w => w.Runtime.Name).ToList();
        services.Sink.Error.WriteLine(built.Count > 0
            ? $"Nothing was run. The runtimes that did build: {string.Join(", ", built)}; valid runtimes: {string.Join(", ", MeasuringRuntime.Names)}."
            : $"Nothing was run. Valid runtimes: {string.Join(", ", MeasuringRuntime.Names)}.");
        return null;
    }
}
