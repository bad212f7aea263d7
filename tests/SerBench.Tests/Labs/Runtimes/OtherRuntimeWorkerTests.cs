using SerBench.Hosting.Builds;
using SerBench.Labs.Micro.Runtimes;

namespace SerBench.Tests.Labs.Runtimes;

/// <summary>
/// The suite's one real other-runtime publish (docs/runtimes.md): the net8.0 self-contained worker, published from this
/// source tree into a temporary cache, measures one dry cell that comes back labelled net8.0 from .NET 8.
/// </summary>
public sealed class OtherRuntimeWorkerTests
{
    [WorkerProjectFact]
    public void The_net8_worker_publishes_and_measures_a_cell_on_dotnet_8()
    {
        var cache = Directory.CreateTempSubdirectory("serbench-net8-worker-").FullName;
        try
        {
            var workers = new PublishedWorkers(WorkerProjectFactAttribute.Project, cache, new DotnetPublishRunner());
            var build = workers.Ensure(MeasuringRuntime.Net8, new StringWriter());
            Assert.True(build.Program is not null, build.Note);

            var adapter = Serializers.BuiltInSerializers.Installed().First(a => a.Info.Id == "stj-sourcegen");
            var plan = new MicroRunPlan(Preset.Dry, [adapter], [new SizedPayload(BuiltInPayloads.Tiny, 1)], [Operations.Serialize]) { Seed = 1 };
            var outcome = new RuntimesRun(new IsolatedRuntimeLab(), RuntimeExclusions.Reason)
                .Run(plan, [(MeasuringRuntime.Net8, build)], new NullObserver(), CancellationToken.None);

            var cell = Assert.Single(outcome.Cells);
            Assert.True(cell.Status == CellStatus.Ok, cell.Reason);
            Assert.Equal("net8.0", cell.Runtime);
            Assert.NotNull(cell.MedianNs);
            Assert.Equal(27, cell.SizeBytes);
            Assert.StartsWith(".NET 8.0.", Assert.Single(outcome.Runtimes).Version, StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(cache, recursive: true);
        }
    }

    private sealed class NullObserver : IRunObserver
    {
        public void Planned(int totalCells)
        {
        }

        public void CellStarting(int index, string serializer, string payload, string operation)
        {
        }

        public void CellCompleted(int index, CellRecord cell)
        {
        }
    }
}

/// <summary>Runs where the SerBench source tree (src/SerBench.Worker) is above the test output; skipped with that reason elsewhere.</summary>
[AttributeUsage(AttributeTargets.Method)]
public sealed class WorkerProjectFactAttribute : FactAttribute
{
    public WorkerProjectFactAttribute()
    {
        if (Project is null)
        {
            Skip = $"{PublishedWorkers.ProjectPath} is not above the test output ({AppContext.BaseDirectory}): the net8.0 worker is published from a SerBench source tree.";
        }
    }

    public static string? Project { get; } = SourceTree.Find([AppContext.BaseDirectory], PublishedWorkers.ProjectPath);
}
