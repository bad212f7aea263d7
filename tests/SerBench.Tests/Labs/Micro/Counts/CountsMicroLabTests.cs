using SerBench.Tests.Cli;
using SerBench.Labs.Micro.Counts;

namespace SerBench.Tests.Labs.Micro.Counts;

public sealed class CountsMicroLabTests
{
    private static readonly MicroRunPlan Plan = new(
        Preset.Quick,
        [new FakeAdapter("stj"), new FakeAdapter("newtonsoft")],
        [new SizedPayload(BuiltInPayloads.All.First(p => p.Id == PayloadIds.Tiny), 1), new SizedPayload(BuiltInPayloads.All.First(p => p.Id == PayloadIds.Complex), 1)],
        [Operations.Serialize, Operations.Deserialize]);

    [Fact]
    public void Every_planned_cell_comes_back_in_plan_order_from_two_processes_per_serializer()
    {
        var launcher = new FakeCountsLauncher();

        var cells = new CountsMicroLab(launcher, parallel: 2).Run(Plan, new NullObserver(), CancellationToken.None);

        Assert.Equal(8, cells.Count);
        Assert.Equal(["stj", "stj", "stj", "stj", "newtonsoft", "newtonsoft", "newtonsoft", "newtonsoft"], cells.Select(c => c.Serializer));
        Assert.Equal([PayloadIds.Tiny, PayloadIds.Tiny, PayloadIds.Complex, PayloadIds.Complex], cells.Take(4).Select(c => c.Payload));
        Assert.All(cells, c => Assert.Equal(2, c.Counts!.ProcessInstructions.Count));
        Assert.Equal(4, launcher.Specs.Count);
        Assert.All(launcher.Specs, s => Assert.False(s.AllThreads));
    }

    [Fact]
    public void A_serializer_whose_calls_continue_on_other_threads_is_counted_again_on_every_thread()
    {
        var launcher = new FakeCountsLauncher { OtherThreadsFor = "newtonsoft" };

        var cells = new CountsMicroLab(launcher, parallel: 1).Run(Plan, new NullObserver(), CancellationToken.None);

        Assert.All(cells.Where(c => c.Serializer == "newtonsoft"), c => Assert.True(c.Counts!.AllThreads));
        Assert.All(cells.Where(c => c.Serializer == "stj"), c => Assert.False(c.Counts!.AllThreads));
        Assert.Equal(2, launcher.Specs.Count(s => s.Serializer == "newtonsoft" && s.AllThreads));
    }

    [Fact]
    public void A_process_that_fails_fails_its_serializer_cells_with_the_reason_and_the_others_go_on()
    {
        var launcher = new FakeCountsLauncher { FailFor = "stj" };

        var cells = new CountsMicroLab(launcher, parallel: 2).Run(Plan, new NullObserver(), CancellationToken.None);

        Assert.All(cells.Where(c => c.Serializer == "stj"), c => Assert.Contains("valgrind: fatal", c.Reason, StringComparison.Ordinal));
        Assert.All(cells.Where(c => c.Serializer == "newtonsoft"), c => Assert.Equal(CellStatus.Ok, c.Status));
        Assert.Equal(2, launcher.Specs.Count(s => s.Serializer == "stj"));
    }

    private sealed class FakeCountsLauncher : ICountsWorkerLauncher
    {
        private readonly Lock _gate = new();

        public List<CountsWorkerSpec> Specs { get; } = [];

        public string? OtherThreadsFor { get; init; }

        public string? FailFor { get; init; }

        public CountsProcessResult Run(CountsWorkerSpec spec, CancellationToken cancellationToken)
        {
            lock (_gate)
            {
                Specs.Add(spec);
            }

            var windows = spec.Cells.SelectMany(c => CountsCellsTests.Process(c.Index, (100, 100_000 * (c.Index + 1))).Windows).ToList();
            if (spec.Serializer == OtherThreadsFor && !spec.AllThreads)
            {
                windows = [.. windows.Select(w => (w.Window with { ProcessBytes = w.Window.ThreadBytes + (1 << 20) }, w.Dump))];
            }

            return new CountsProcessResult(
                spec.Cells.ToDictionary(c => c.Index, c => new CountsPrepared(c.Index, CellStatus.Ok)),
                windows,
                new CountsWarmUp(5, 100, true, 3),
                spec.Serializer == FailFor ? "the counting process ended with exit code 1: valgrind: fatal" : null,
                [],
                TimeSpan.FromSeconds(1),
                spec.AllThreads);
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
