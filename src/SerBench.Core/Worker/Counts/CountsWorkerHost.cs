using System.Diagnostics;
using System.Globalization;
using System.Runtime;
using System.Runtime.CompilerServices;
using SerBench.Adapters;
using SerBench.Catalog;
using SerBench.Engine;
using SerBench.RunFiles;

namespace SerBench.Labs.Micro.Counts;

/// <summary>
/// The body of one counting process, run under callgrind by the lab, without the CLI around it: the hidden
/// `counts-worker` verb runs it inside the lab program, and the per-runtime worker (src/SerBench.Worker,
/// docs/runtimes.md) runs it published for another runtime. It prepares and verifies its cells as a measuring process
/// does, calls them in rounds with pauses until the JIT has compiled nothing new for several rounds (tiering and dynamic
/// PGO finished: valgrind runs the program slower, so the time lab's warm-up would end long before; under NativeAOT there
/// is no JIT and the count holds still from the first round), then turns instrumentation on and counts each cell over
/// windows of calls.
/// </summary>
internal static class CountsWorkerHost
{
    /// <summary>The first argument either program takes: `counts-worker --spec PATH`.</summary>
    public const string VerbName = "counts-worker";

    /// <summary>The windows counted per cell in each process; the figure is their median.</summary>
    public const int Windows = 3;

    private const int MinCalls = 3;

    /// <summary>
    /// A call this slow uninstrumented (a large sweep size) is warmed once per round and counted once per window: a count
    /// needs no repetition to be steady, and under instrumentation such a call takes minutes.
    /// </summary>
    private static readonly TimeSpan HeavyCall = TimeSpan.FromMilliseconds(100);

    private const int SettledRounds = 3;

    private const int MaxRounds = 200;

    private static readonly TimeSpan MaxWarmUp = TimeSpan.FromMinutes(10);

    private static readonly TimeSpan RoundTime = TimeSpan.FromMilliseconds(300);

    private static readonly TimeSpan Pause = TimeSpan.FromMilliseconds(300);

    /// <summary>Counts the spec at <paramref name="specPath"/> with the serializers and payloads <paramref name="catalogFor"/> gives for its sample; returns the exit code (the process ends here when it counted).</summary>
    public static int Run(Func<string?, LabCatalog> catalogFor, string specPath, TextWriter output, TextWriter error)
    {
        ArgumentNullException.ThrowIfNull(catalogFor);
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(error);
        CallgrindClient client;
        CountsWorkerSpec spec;
        ISerializerAdapter adapter;
        LabCatalog catalog;
        try
        {
            client = CallgrindClient.Create();
            spec = CountsWorkerSpec.Read(specPath);
            catalog = catalogFor(spec.Sample);
            adapter = catalog.FindSerializer(spec.Serializer) ?? throw new InvalidDataException($"This lab program has no serializer '{spec.Serializer}'.");
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            error.WriteLine($"serbench counts-worker: cannot set up the cells to count: {ex.Message}");
            return MicroWorkerHost.SetupFailed;
        }

        if (!client.RunningOnValgrind)
        {
            error.WriteLine("serbench counts-worker counts only under valgrind's callgrind: run `serbench run --measure counts`, which starts it so.");
            return MicroWorkerHost.SetupFailed;
        }

        var calls = Prepare(catalog, adapter, spec.Cells, output);
        var warm = WarmUntilSettled(calls, () => Rehearse(client, spec.AllThreads, calls.First(c => c.Failure is null)), output);
        client.StartInstrumentation();
        foreach (var call in calls.Where(c => c.Failure is null))
        {
            Count(client, spec, call, warm, output);
        }

        client.StopInstrumentation();
        output.Flush();
        error.Flush();
        return ProcessEnd.Exit(0);
    }

    /// <summary>Prepares each pair once and writes every cell's status; the cells that can be counted, with their calls.</summary>
    private static List<CountedCall> Prepare(LabCatalog catalog, ISerializerAdapter adapter, IReadOnlyList<MicroWorkerCell> cells, TextWriter output)
    {
        var calls = new List<CountedCall>();
        foreach (var pair in cells.GroupBy(c => (c.Payload, c.Size)))
        {
            var payload = MicroWorkerHost.FindPayload(catalog, pair.Key.Payload);
            var prepared = payload.Accept(new CellPreparer(adapter, pair.Key.Size));
            foreach (var cell in pair)
            {
                var sizes = prepared.Sizes;
                output.WriteLine(CountsWorkerProtocol.Line(CountsWorkerProtocol.Prepared, new CountsPrepared(cell.Index, prepared.Status, prepared.Reason, prepared.Diff, sizes?.Raw, sizes?.Gzip, sizes?.Brotli, sizes?.Zstd)));
                if (prepared.CreateOperation is { } create)
                {
                    calls.Add(new CountedCall(cell.Index, create(cell.Operation).AsAction()));
                }
            }
        }

        output.Flush();
        return calls;
    }

    private static void Count(CallgrindClient client, CountsWorkerSpec spec, CountedCall call, IReadOnlyDictionary<int, TimeSpan> perCall, TextWriter output)
    {
        var window = TimeSpan.FromMilliseconds(spec.WindowMilliseconds);
        var count = (long)Math.Clamp(window / perCall[call.Index], perCall[call.Index] >= HeavyCall ? 1 : MinCalls, 10_000_000);
        try
        {
            // Instrumented but uncounted first, so the simulated caches and branch predictor hold this cell's code and data.
            Repeat(call.Call, Math.Max(1, count / 2));
            for (var w = 1; w <= Windows; w++)
            {
                output.WriteLine(CountsWorkerProtocol.Line(CountsWorkerProtocol.Window, CountWindow(client, spec.AllThreads, call, w, count, DumpName(call.Index, w))));
                output.Flush();
            }
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            output.WriteLine(CountsWorkerProtocol.Line(CountsWorkerProtocol.Prepared, new CountsPrepared(call.Index, CellStatus.Failed, $"The counted calls threw {ex.GetType().Name}: {ex.Message}")));
            output.Flush();
        }
    }

    /// <summary>One window: the same heap at its start, the calls between two client requests, and what the runtime saw meanwhile.</summary>
    private static CountsWindow CountWindow(CallgrindClient client, bool allThreads, CountedCall call, int number, long count, string dump)
    {
        // Every window starts from the same heap, so a collection falls on each as the calls' allocations bring it.
        GC.Collect();
        GC.WaitForPendingFinalizers();
        var (thread, process, compiled) = (GC.GetAllocatedBytesForCurrentThread(), GC.GetTotalAllocatedBytes(precise: false), JitInfo.GetCompiledMethodCount());
        var (gen0, gen1, gen2) = (GC.CollectionCount(0), GC.CollectionCount(1), GC.CollectionCount(2));
        if (allThreads)
        {
            client.Zero();
        }
        else
        {
            client.ToggleCollect();
        }

        Repeat(call.Call, count);
        if (!allThreads)
        {
            client.ToggleCollect();
        }

        client.Dump(dump);
        return new CountsWindow(
            call.Index, number, count, dump,
            GC.GetAllocatedBytesForCurrentThread() - thread, GC.GetTotalAllocatedBytes(precise: false) - process,
            GC.CollectionCount(0) - gen0, GC.CollectionCount(1) - gen1, GC.CollectionCount(2) - gen2,
            JitInfo.GetCompiledMethodCount() - compiled);
    }

    /// <summary>
    /// A window's whole procedure, uninstrumented, in every warm-up round: its client requests, collections and protocol
    /// line are then compiled and tiered before instrumentation starts (the JIT runs hundreds of times slower once it has).
    /// </summary>
    private static void Rehearse(CallgrindClient client, bool allThreads, CountedCall call)
    {
        var line = CountsWorkerProtocol.Line(CountsWorkerProtocol.Window, CountWindow(client, allThreads, call, 0, 1, RehearsalDump));
        TextWriter.Null.WriteLine(line);
    }

    /// <summary>The trigger of the rehearsals' dumps, which no window carries.</summary>
    public const string RehearsalDump = "serbench rehearsal";

    /// <summary>The trigger a window's dump carries, so the lab finds each window's file.</summary>
    public static string DumpName(int index, int window) => string.Create(CultureInfo.InvariantCulture, $"serbench cell {index} window {window}");

    /// <summary>Rounds of calls with pauses until the count of compiled methods holds still; each call's time in the last round.</summary>
    private static Dictionary<int, TimeSpan> WarmUntilSettled(List<CountedCall> calls, Action rehearse, TextWriter output)
    {
        var perCall = calls.ToDictionary(c => c.Index, _ => TimeSpan.FromMilliseconds(1));
        var compiled = JitInfo.GetCompiledMethodCount();
        var first = compiled;
        var still = 0;
        var round = 0;
        var clock = Stopwatch.StartNew();
        for (; calls.Count > 0 && round < MaxRounds && still < SettledRounds && clock.Elapsed < MaxWarmUp; round++)
        {
            foreach (var call in calls.Where(c => c.Failure is null))
            {
                var start = Stopwatch.GetTimestamp();
                var n = 0;
                try
                {
                    while (n < 1 || Stopwatch.GetElapsedTime(start) is var spent && (spent < RoundTime / calls.Count || (n < MinCalls && spent < HeavyCall)))
                    {
                        Repeat(call.Call, 1);
                        n++;
                    }
                }
                catch (Exception ex) when (ex is not OutOfMemoryException)
                {
                    call.Failure = $"The warm-up calls threw {ex.GetType().Name}: {ex.Message}";
                    output.WriteLine(CountsWorkerProtocol.Line(CountsWorkerProtocol.Prepared, new CountsPrepared(call.Index, CellStatus.Failed, call.Failure)));
                    continue;
                }

                perCall[call.Index] = Stopwatch.GetElapsedTime(start) / n;
            }

            if (calls.Any(c => c.Failure is null))
            {
                rehearse();
            }

            Thread.Sleep(Pause);
            var now = JitInfo.GetCompiledMethodCount();
            still = now == compiled ? still + 1 : 0;
            compiled = now;
        }

        output.WriteLine(CountsWorkerProtocol.Line(CountsWorkerProtocol.WarmUp, new CountsWarmUp(round, compiled - first, still >= SettledRounds, clock.Elapsed.TotalSeconds)));
        output.Flush();
        return perCall;
    }

    /// <summary>The loop the windows count, warmed with the calls so that its own compilation is over before they start.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void Repeat(Action call, long count)
    {
        for (var c = 0L; c < count; c++)
        {
            call();
        }
    }

    private sealed class CountedCall(int index, Action call)
    {
        public int Index => index;

        public Action Call => call;

        public string? Failure { get; set; }
    }
}
