namespace SerBench.Tests.Engine;

/// <summary>
/// Two labs in one process (a host application, a parallel test run) each measure their own cells: BenchmarkDotNet
/// reaches the lab's cell through a static, which one lab's run must not hand to, or take from, the other's.
/// </summary>
[Collection(InProcessMicroLabCollection.Name)]
public sealed class ConcurrentLabsTests
{
    [Fact]
    public async Task A_second_run_waits_until_the_first_has_ended_and_each_sees_its_own_cell()
    {
        var first = new NamedOperation();
        var second = new NamedOperation();
        using var firstInside = new ManualResetEventSlim();
        using var releaseFirst = new ManualResetEventSlim();
        var secondEntered = false;

        var running = OnThreadOfItsOwn(() => CellBenchmark.Measure(first, () =>
        {
            firstInside.Set();
            releaseFirst.Wait();
            return CellBenchmark.Next;
        }));
        firstInside.Wait();
        var waiting = OnThreadOfItsOwn(() => CellBenchmark.Measure(second, () =>
        {
            Volatile.Write(ref secondEntered, true);
            return CellBenchmark.Next;
        }));

        // However long the second waits, it must not get in while the first's run is under way.
        var gotInEarly = SpinWait.SpinUntil(() => Volatile.Read(ref secondEntered), TimeSpan.FromSeconds(1));
        releaseFirst.Set();

        Assert.False(gotInEarly);
        Assert.Same(first, await running);
        Assert.Same(second, await waiting);
        Assert.Null(CellBenchmark.Next);
    }

    [Fact]
    public async Task Labs_measuring_at_the_same_time_each_measure_every_cell()
    {
        var preset = Preset.ForTuning(warmups: 0, iterations: 2, iterationMs: 2, jitQuietMs: null, flags: "cg");
        IReadOnlyList<CellRecord> Lab(PayloadDescriptor payload) => new InProcessMicroLab().Run(
            preset,
            [new PlannedPair(new ReflectionJsonTestAdapter(), new SizedPayload(payload, 1), Operations.All)],
            new RecordingObserver(),
            new MicroLabOptions(),
            CancellationToken.None);

        using var start = new Barrier(4);
        var labs = await Task.WhenAll(Enumerable.Range(0, 4).Select(i => OnThreadOfItsOwn(() =>
        {
            start.SignalAndWait();
            return Lab(i % 2 == 0 ? BuiltInPayloads.Tiny : BuiltInPayloads.Simple);
        })));

        foreach (var cells in labs)
        {
            Assert.Equal(3, cells.Count);
            Assert.All(cells, c => Assert.True(c.Status == CellStatus.Ok, $"{c.Payload} · {c.Operation}: {c.Reason}"));
        }

        Assert.Equal(["tiny", "simple", "tiny", "simple"], labs.Select(cells => cells[0].Payload));
    }

    // Not the thread pool: on a 2-core machine its threads may all be busy, and a task queued there would start late.
    private static Task<T> OnThreadOfItsOwn<T>(Func<T> work) =>
        Task.Factory.StartNew(work, CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default);

    private sealed class NamedOperation : CellOperation
    {
        public override void Invoke()
        {
        }
    }
}
