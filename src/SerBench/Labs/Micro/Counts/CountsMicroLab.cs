namespace SerBench.Labs.Micro.Counts;

/// <summary>
/// The micro lab counting instead of timing (`--measure counts`): each serializer's cells in
/// <see cref="ProcessesPerSerializer"/> processes of their own under callgrind, as many processes at once as the machine
/// has cores (a count does not depend on load). A serializer whose calls turn out to continue on other threads is counted
/// again on every thread.
/// </summary>
/// <param name="launcher">Starts the counting processes.</param>
/// <param name="parallel">How many counting processes run at once; null: one per core.</param>
internal sealed class CountsMicroLab(ICountsWorkerLauncher launcher, int? parallel = null)
{
    /// <summary>Processes per serializer: a cell's spread between processes is what `compare` judges a change against.</summary>
    public const int ProcessesPerSerializer = 2;

    public const string Regime = "tiered with dynamic PGO (the runtime's defaults, call-counting delay 0), counted after the JIT had compiled nothing new for 3 rounds";

    /// <summary>The regime of a NativeAOT worker's counting processes (docs/runtimes.md).</summary>
    public const string PrecompiledRegime = "NativeAOT: precompiled, no JIT and no tiering (nothing is compiled at run time, so instead of looking for unoptimized methods the lab checks that none was compiled), counted after 3 rounds of warm-up";

    public int Parallel { get; } = Math.Max(1, parallel ?? Environment.ProcessorCount);

    /// <summary>The simulated caches callgrind described in the first process that counted, once one has.</summary>
    public IReadOnlyList<string> Caches { get; private set; } = [];

    public IReadOnlyList<CellRecord> Run(MicroRunPlan plan, IRunObserver observer, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(observer);
        var cells = Cells(plan);
        observer.Planned(cells.Count);
        var bySerializer = cells.GroupBy(c => c.Record.Serializer).ToList();
        var gate = new Lock();
        var finished = new List<(int Index, CellRecord Record)>();
        var queue = new Queue<IGrouping<string, PlanCell>>(bySerializer);
        var threads = Enumerable.Range(0, Math.Min(Math.Max(1, Parallel / ProcessesPerSerializer), Math.Max(1, bySerializer.Count))).Select(_ => new Thread(() =>
        {
            while (!cancellationToken.IsCancellationRequested)
            {
                IGrouping<string, PlanCell> serializer;
                lock (gate)
                {
                    if (!queue.TryDequeue(out serializer!))
                    {
                        return;
                    }
                }

                var records = Count(plan, serializer.ToList(), cancellationToken);
                if (cancellationToken.IsCancellationRequested)
                {
                    return;
                }

                lock (gate)
                {
                    foreach (var (index, record) in records)
                    {
                        observer.CellStarting(index, record.Serializer, record.Payload, record.Operation);
                        observer.CellCompleted(index, record);
                        finished.Add((index, record));
                    }

                    observer.Idle();
                }
            }
        }) { IsBackground = true, Name = "serbench counts" }).ToList();
        threads.ForEach(t => t.Start());
        threads.ForEach(t => t.Join());
        return [.. finished.OrderBy(f => f.Index).Select(f => f.Record)];
    }

    /// <summary>One serializer's cells: its processes (in parallel with other serializers', one after the other here), then again on every thread if needed.</summary>
    private List<(int, CellRecord)> Count(MicroRunPlan plan, List<PlanCell> cells, CancellationToken cancellationToken)
    {
        var spec = new CountsWorkerSpec
        {
            Serializer = cells[0].Record.Serializer,
            Cells = [.. cells.Select(c => new MicroWorkerCell(c.Index, c.Record.Payload, c.Record.PayloadSize, c.Record.Operation))],
            Sample = plan.SamplePath,
        };
        var processes = Processes(spec, cancellationToken);
        if (processes.Any(CountsCells.OtherThreadsWorked) && !cancellationToken.IsCancellationRequested)
        {
            processes = Processes(spec with { AllThreads = true }, cancellationToken);
        }

        if (Caches.Count == 0 && processes.FirstOrDefault(p => p.Caches.Count > 0) is { } described)
        {
            Caches = described.Caches;
        }

        return [.. cells.Select(c => (c.Index, CountsCells.Combine(c.Record, c.Index, processes)))];
    }

    /// <summary>A serializer's processes, side by side (counts do not depend on load; the run's cores are shared out by serializer).</summary>
    private List<CountsProcessResult> Processes(CountsWorkerSpec spec, CancellationToken cancellationToken)
    {
        var results = new CountsProcessResult[ProcessesPerSerializer];
        System.Threading.Tasks.Parallel.For(0, ProcessesPerSerializer, new ParallelOptions { MaxDegreeOfParallelism = ProcessesPerSerializer }, p => results[p] = launcher.Run(spec, cancellationToken));
        return [.. results];
    }

    private static List<PlanCell> Cells(MicroRunPlan plan)
    {
        var cells = new List<PlanCell>();
        foreach (var pair in PlannedPair.InPlanOrder(plan))
        {
            foreach (var operation in pair.Operations)
            {
                cells.Add(new PlanCell(cells.Count, new CellRecord
                {
                    Serializer = pair.Serializer.Info.Id,
                    Payload = pair.Payload.Payload.Id,
                    PayloadSize = pair.Payload.Size,
                    Operation = operation,
                    Status = CellStatus.Ok,
                }));
            }
        }

        return cells;
    }

    private sealed record PlanCell(int Index, CellRecord Record);
}
