using SerBench.Catalog;
using SerBench.Labs.Micro;
using SerBench.Output;

namespace SerBench.Commands;

/// <summary>Runs a plan and reports each cell: in production the isolated lab, or <see cref="InProcessMicroLab"/> with --in-process.</summary>
internal delegate IReadOnlyList<CellRecord> MicroRunner(MicroRunPlan plan, IRunObserver observer, CancellationToken cancellationToken);

/// <summary>
/// What the commands depend on, gathered so tests can swap the engine, the clock and the file system
/// seams for fakes while every command still runs through the real parser.
/// </summary>
internal sealed record LabServices
{
    public required LabCatalog Catalog { get; init; }

    public required IConsoleSink Sink { get; init; }

    public MicroRunner Runner { get; init; } = static (plan, observer, token) => plan.InProcess
        ? new InProcessMicroLab().Run(plan, observer, token)
        : IsolatedMicroLab.ForThisMachine().Run(plan, observer, token);

    /// <summary>Publishes (or finds published) each runtime's measuring process for --runtimes (docs/runtimes.md).</summary>
    public Labs.Micro.Runtimes.IWorkerBuilds WorkerBuilds { get; init; } = Labs.Micro.Runtimes.PublishedWorkers.ForThisMachine();

    /// <summary>Measures a plan in a runtime's worker processes for --runtimes.</summary>
    public Labs.Micro.Runtimes.IRuntimeLab RuntimeLab { get; init; } = new Labs.Micro.Runtimes.IsolatedRuntimeLab();

    /// <summary>Why a row is left out on a runtime of --runtimes, or null when its worker measures it.</summary>
    public Func<Labs.Micro.Runtimes.MeasuringRuntime, ISerializerAdapter, string?> RuntimeExclusion { get; init; } = Labs.Micro.Runtimes.RuntimeExclusions.Reason;

    /// <summary>The counting engine of `--measure counts` and `both`.</summary>
    public Labs.Micro.Counts.CountsRunner Counter { get; init; } = Labs.Micro.Counts.CountedRun.Default;

    /// <summary>Counts in a runtime's worker program (--runtimes with --measure counts|both); a fake in tests.</summary>
    public Func<Labs.Micro.Runtimes.MeasuringRuntime, string, Labs.Micro.Counts.CountsRunner> RuntimeCounter { get; init; } = Labs.Micro.Counts.CountedRun.ForWorker;

    /// <summary>valgrind's version ("valgrind-3.19.0"), or null when it is not installed.</summary>
    public Func<string?> ValgrindVersion { get; init; } = Labs.Micro.Counts.Valgrind.Version;

    public Func<IEnumerable<Adapters.SerializerInfo>, EnvironmentRecord> CaptureEnvironment { get; init; } = EnvironmentProbe.Capture;

    public Action<string, RunFile> WriteRunFile { get; init; } = RunFileStore.Write;

    /// <summary>Reads a run folder, a run.json, or BenchmarkDotNet full JSON (<see cref="RunInput"/>).</summary>
    public Func<string, RunFile> ReadRunFile { get; init; } = RunInput.Read;

    public TimeProvider Clock { get; init; } = TimeProvider.System;

    /// <summary>The machine's load average now ("1 5 15 min"), or null where the OS does not say.</summary>
    public Func<string?> LoadAverage { get; init; } = static () => MachineProbe.LoadAverage();

    /// <summary>Whether a child of this program knows its serializers (see <see cref="Hosting.SelfProcess.EntryIsLabProgram"/>); else runs measure in process.</summary>
    public bool CanIsolate { get; init; } = Hosting.SelfProcess.EntryIsLabProgram;

    /// <summary>The folder relative paths (and the default results/ folder) are resolved against.</summary>
    /// <summary>Runs dotnet publish for the NativeAOT probe (tests give a fake: no real publish).</summary>
    public Hosting.Builds.IPublishRunner Publisher { get; init; } = new Hosting.Builds.DotnetPublishRunner();

    /// <summary>Runs the published NativeAOT probe.</summary>
    public Labs.Aot.IAotProbeRunner AotProbe { get; init; } = new Labs.Aot.ProcessAotProbeRunner();

    /// <summary>Where `serbench aot` caches its builds and its latest result (null: $XDG_CACHE_HOME/serbench/aot).</summary>
    public string? AotCacheRoot { get; init; }

    /// <summary>Where the machine's latest AOT result is read (null: $XDG_CACHE_HOME/serbench/aot/latest.json).</summary>
    public string? AotLatestPath => AotCacheRoot is null ? null : Path.Combine(AotCacheRoot, "latest.json");

    /// <summary>The machine's latest `serbench aot` result, or null when none was written (then rows are "not checked").</summary>
    public Labs.Aot.AotResult? LatestAot(string? folder = null) => Labs.Aot.AotResultFile.Find(folder, AotLatestPath);

    public string WorkingDirectory { get; init; } = Directory.GetCurrentDirectory();

    /// <summary>Cancels the run from outside (tests, a host application); Ctrl-C is wired separately.</summary>
    public CancellationToken CancellationToken { get; init; }

    /// <summary>The run as it ends: its finishing time and, beside the load average its start recorded, the load now.</summary>
    public RunFile Finished(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        return run with
        {
            FinishedUtc = Clock.GetUtcNow().UtcDateTime,
            Environment = run.Environment.Machine is { } machine
                ? run.Environment with { Machine = machine with { LoadAverageEnd = LoadAverage() } }
                : run.Environment,
        };
    }
}
