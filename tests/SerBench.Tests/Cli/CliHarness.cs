using SerBench.Catalog;
using SerBench.Commands;
using SerBench.Labs.Micro;
using SerBench.Labs.Micro.Runtimes;
using SerBench.Output;

namespace SerBench.Tests.Cli;

/// <summary>
/// Runs the real command tree with a fake engine, a fixed clock and an in-memory run file store, and keeps
/// what a user would have seen. Each harness owns a fresh temporary working directory.
/// </summary>
internal sealed class CliHarness : IDisposable
{
    public static readonly DateTimeOffset Now = new(2026, 11, 21, 9, 30, 15, TimeSpan.Zero);

    private readonly StringWriter _out = new();
    private readonly StringWriter _error = new();

    public CliHarness(LabCatalog? catalog = null)
    {
        Catalog = catalog ?? DefaultCatalog();
        WorkingDirectory = Directory.CreateTempSubdirectory("serbench-cli-").FullName;
    }

    public LabCatalog Catalog { get; }

    public string WorkingDirectory { get; }

    public string Out => _out.ToString();

    public string Error => _error.ToString();

    /// <summary>Every run.json write, in order, with the folder it went to.</summary>
    public List<(string Directory, RunFile Run)> Writes { get; } = [];

    public RunFile LastRun => Writes[^1].Run;

    public List<MicroRunPlan> Plans { get; } = [];

    /// <summary>Called before each cell completes; may throw (a crash) or cancel.</summary>
    public Action<int>? BeforeCell { get; set; }

    /// <summary>The fake engine is idle after every this many cells (1: as in process; more: as a measuring process's cells).</summary>
    public int CellsPerIdle { get; set; } = 1;

    public CancellationTokenSource Cancellation { get; } = new();

    public Func<string, RunFile>? ReadRunFile { get; set; }

    /// <summary>False: runs behave as in a program whose children would not know its serializers (measured in process).</summary>
    public bool CanIsolate { get; set; } = true;

    /// <summary>What the harness's machine reports as its load average whenever asked.</summary>
    public string LoadAverageNow { get; set; } = "0.50 0.40 0.30";

    /// <summary>What the fake valgrind check answers; null: valgrind is not installed.</summary>
    public string? ValgrindVersion { get; set; } = "valgrind-3.19.0";

    /// <summary>The plans the fake counting engine was given.</summary>
    public List<MicroRunPlan> CountedPlans { get; } = [];

    public static LabCatalog DefaultCatalog() => LabCatalog.Create(
        [
            new FakeAdapter("stj"),
            new FakeAdapter("stj-sourcegen", codegen: Codegen.SourceGenerated),
            new FakeAdapter("newtonsoft", ApiShape.String, supports: p => p.Id == PayloadIds.Floats ? Support.No("floats are too big for this fake") : Support.Yes),
        ],
        BuiltInPayloads.All,
        [new NotInstalledSerializer("messagepack", "MessagePack for C#", "MessagePack", FormatFamily.MessagePack, "seed 002", "the package MessagePack is not on this machine's package source.")]);

    public int Run(params string[] args) => CliApplication.Run(args, new LabServices
    {
        Catalog = Catalog,
        Sink = new WriterConsoleSink(_out, _error),
        Runner = FakeRun,
        Counter = FakeCount,
        ValgrindVersion = () => ValgrindVersion,
        CaptureEnvironment = _ => TestRuns.Environment(),
        WriteRunFile = (dir, run) => Writes.Add((dir, run)),
        ReadRunFile = ReadRunFile ?? RunInput.Read,
        Clock = new FixedClock(Now),
        LoadAverage = () => LoadAverageNow,
        CanIsolate = CanIsolate,
        WorkingDirectory = WorkingDirectory,
        CancellationToken = Cancellation.Token,
        WorkerBuilds = new FakeWorkerBuilds(this),
        RuntimeLab = new FakeRuntimeLab(this),
        RuntimeExclusion = (runtime, adapter) => Excluded(runtime, adapter),
        RuntimeCounter = (runtime, program) => (plan, observer, token) =>
        {
            CountedWorkers.Add((runtime.Name, program));
            return FakeCount(plan, observer, token);
        },
    });

    /// <summary>The runtimes and worker programs the fake counting engine counted in (--runtimes with --measure counts|both), in order.</summary>
    public List<(string Runtime, string Program)> CountedWorkers { get; } = [];

    /// <summary>Runtimes the fake publisher cannot build, with the reason it gives.</summary>
    public Dictionary<string, string> UnbuildableRuntimes { get; } = [];

    /// <summary>The runtimes the fake publisher was asked for, in order.</summary>
    public List<string> BuiltRuntimes { get; } = [];

    /// <summary>The fake exclusion rule (serializer id → reason, on every runtime named); default: none.</summary>
    public Func<MeasuringRuntime, ISerializerAdapter, string?> Excluded { get; set; } = static (_, _) => null;

    private sealed class FakeWorkerBuilds(CliHarness harness) : IWorkerBuilds
    {
        public WorkerBuild Ensure(MeasuringRuntime runtime, TextWriter progress)
        {
            harness.BuiltRuntimes.Add(runtime.Name);
            return harness.UnbuildableRuntimes.TryGetValue(runtime.Name, out var reason)
                ? new WorkerBuild(null, reason)
                : new WorkerBuild($"/fake/{runtime.Name}/SerBench.Worker", $"fake {runtime.Name} build");
        }
    }

    private sealed class FakeRuntimeLab(CliHarness harness) : IRuntimeLab
    {
        public RuntimeLabOutcome Run(MicroRunPlan plan, string workerProgram, IRunObserver observer, CancellationToken cancellationToken) =>
            new(harness.FakeRun(plan, observer, cancellationToken), $"fake runtime of {workerProgram}");
    }

    public string PathOf(string relative) => Path.Combine(WorkingDirectory, relative);

    public void Dispose()
    {
        Cancellation.Dispose();
        Directory.Delete(WorkingDirectory, recursive: true);
    }

    private List<CellRecord> FakeRun(MicroRunPlan plan, IRunObserver observer, CancellationToken token)
    {
        Plans.Add(plan);
        var cells = new List<CellRecord>();
        observer.Planned(plan.CellCount());
        var index = 0;
        foreach (var serializer in plan.Serializers)
        {
            foreach (var payload in plan.Payloads)
            {
                foreach (var operation in plan.Operations)
                {
                    if (token.IsCancellationRequested)
                    {
                        return cells;
                    }

                    observer.CellStarting(index, serializer.Info.Id, payload.ToString(), operation);
                    BeforeCell?.Invoke(index);
                    var cell = TestRuns.Ok(serializer.Info.Id, payload.Payload.Id, operation, 100 + index, size: payload.Size);
                    cells.Add(cell);
                    observer.CellCompleted(index++, cell);
                    if (index % CellsPerIdle == 0)
                    {
                        observer.Idle();
                    }
                }
            }
        }

        return cells;
    }

    /// <summary>Counts every cell with figures that follow its place in the plan, as two processes 0.1 % apart.</summary>
    private global::SerBench.Labs.Micro.Counts.CountsOutcome FakeCount(MicroRunPlan plan, IRunObserver observer, CancellationToken token)
    {
        CountedPlans.Add(plan);
        var cells = new List<CellRecord>();
        observer.Planned(plan.CellCount());
        foreach (var (serializer, payload, operation) in plan.Serializers.SelectMany(s => plan.Payloads.SelectMany(p => plan.Operations.Select(o => (s, p, o)))))
        {
            var index = cells.Count;
            var instructions = 1_000.0 * (index + 1);
            var cell = new CellRecord
            {
                Serializer = serializer.Info.Id,
                Payload = payload.Payload.Id,
                PayloadSize = payload.Size,
                Operation = operation,
                Status = CellStatus.Ok,
                SizeBytes = 100,
                AllocatedBytes = 64,
                Counts = new CountsRecord
                {
                    Instructions = instructions,
                    L1Misses = 10,
                    LastLevelMisses = 1,
                    BranchMispredictions = 5,
                    EstimatedCycles = instructions + 50 + 35,
                    Spread = 0.001,
                    ProcessInstructions = [instructions * 0.9995, instructions * 1.0005],
                    Calls = 3_000,
                },
            };
            observer.CellStarting(index, cell.Serializer, cell.Payload, cell.Operation);
            cells.Add(cell);
            observer.CellCompleted(index, cell);
            observer.Idle();
        }

        return new(cells, ["I1 cache: 32768 B, 64 B, 8-way associative"], 2);
    }

    private sealed class FixedClock(DateTimeOffset now) : TimeProvider
    {
        public override DateTimeOffset GetUtcNow() => now;
    }
}
