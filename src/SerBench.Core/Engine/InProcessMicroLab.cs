using System.Reflection;
using System.Runtime.CompilerServices;
using SerBench.Adapters;
using SerBench.Engine.Interference;
using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>
/// Runs a <see cref="MicroRunPlan"/>: for every cell, verifies the round trip, then measures it with
/// BenchmarkDotNet, and reports each cell to the observer as soon as it is final.
/// </summary>
/// <remarks>
/// Everything it is given runs in this process, one cell per BenchmarkDotNet run: the whole run with
/// --in-process, or one serializer's cells of one round inside a measuring process of the isolated lab.
/// Runs in one process are serialized: BenchmarkDotNet measures one thing at a time.
/// </remarks>
public sealed class InProcessMicroLab
{
    private static readonly Lock RunGate = new();

    /// <summary>The empty-loop cost per invocation subtracted from every cell of a preset that measures it once per process; null until measured.</summary>
    public static double? MeasuredLoopOverheadNs => LoopOverhead.MeasuredNs;

    /// <summary>Runs the plan; returns every cell record in plan order. Stops early (with what it has) on cancellation.</summary>
    /// <exception cref="UnoptimizedBuildException">A measuring preset would time a Debug build.</exception>
    public IReadOnlyList<CellRecord> Run(MicroRunPlan plan, IRunObserver observer, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(observer);
        var watch = plan.Preset.IsSmoke ? null : InterferenceWatch.ForThisMachine();
        var cells = Run(plan.Preset, PlannedPair.InPlanOrder(plan), observer, new MicroLabOptions { Watch = watch, Sink = plan.Sink, WarmAlso = plan.WarmPayloads }, cancellationToken);
        var judge = new RunJudge(InterferencePolicy.Default);
        if (watch is null)
        {
            observer.Measured(judge.Summarize(Isolations.InProcess, seed: null, rounds: 1, [], cells) with { Sink = plan.Sink });
            return cells;
        }

        var trace = watch.Trace;
        var baseline = RunJudge.Baseline(trace);
        var reference = SpeedCorrection.ReferenceNs(cells);
        var judged = cells
            .Select(c => judge.JudgeRound(c, baseline))
            .Select(c => RoundPooling.Combine([reference is { } speed ? SpeedCorrection.Apply(c, speed) : c], plan.Preset.IsSmoke))
            .ToList();
        observer.Measured(judge.Summarize(Isolations.InProcess, seed: null, rounds: 1, trace, judged) with { Sink = plan.Sink, CanaryWork = watch.Canary.Work, SpeedReferenceNs = reference });
        return judged;
    }

    /// <summary>
    /// Runs <paramref name="pairs"/> in the order given (each pair's operations in their order), as one round of
    /// a run; returns every cell record in that order. Stops early (with what it has) on cancellation.
    /// </summary>
    /// <exception cref="UnoptimizedBuildException">A measuring preset would time a Debug build.</exception>
    public IReadOnlyList<CellRecord> Run(Preset preset, IReadOnlyList<PlannedPair> pairs, IRunObserver observer, MicroLabOptions options, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(preset);
        ArgumentNullException.ThrowIfNull(pairs);
        ArgumentNullException.ThrowIfNull(observer);
        ArgumentNullException.ThrowIfNull(options);
        ValidateOperations([.. pairs.SelectMany(p => p.Operations).Distinct()]);
        OptimizationCheck.EnsureOptimized(preset, MeasuredAssemblies(pairs));
        QuietHostDescription.Install();

        lock (RunGate)
        {
            var artifacts = Path.Combine(Path.GetTempPath(), "serbench-bdn", $"{Environment.ProcessId}-{DateTime.UtcNow:yyyyMMddHHmmssfff}");
            using var file = options.Sink == Sinks.File ? new FileSink(Path.GetTempPath()) : null;
            try
            {
                return RunCells(pairs, observer, new CellRunner(preset, new CellMeasurer(preset, artifacts)), options, file, cancellationToken);
            }
            finally
            {
                TryDelete(artifacts);
            }
        }
    }

    private static List<CellRecord> RunCells(IReadOnlyList<PlannedPair> pairs, IRunObserver observer, CellRunner runner, MicroLabOptions options, FileSink? file, CancellationToken cancellationToken)
    {
        var cells = new List<CellRecord>();
        observer.Planned(pairs.Sum(p => p.Operations.Count));
        var warmOnly = runner.WarmsUp ? WarmOnly(pairs, options.WarmAlso) : [];
        if (PrepareAndWarm(pairs, warmOnly, runner, file, options.MeasuresSizes, cancellationToken, out var warmupLog) is not { } warmed)
        {
            return cells;
        }

        PrimeOnFirstReady(runner, warmed);

        for (var i = 0; i < pairs.Count; i++)
        {
            var pair = pairs[i];
            if (!RunPair(pair.Serializer, pair.Payload, pair.Operations, warmed[i]!, warmupLog, observer, runner, options, cells, cancellationToken))
            {
                return cells;
            }

            // A measured pair's objects go: a smaller live heap keeps the later cells' collections as short as the first's.
            warmed[i] = null;
            warmupLog = null;
        }

        return cells;
    }

    /// <summary>
    /// Prepares every pair, and the pairs only warmed, then warms all of their code together before any is measured,
    /// so no cell's time depends on which pairs this process measured before it, or on which it measures (see
    /// JitWarmup). Returns the measured pairs; null when cancelled.
    /// </summary>
    /// <remarks>A method of its own, never inlined, so none of its temporaries keeps a pair alive later.</remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static PreparedPair?[]? PrepareAndWarm(
        IReadOnlyList<PlannedPair> pairs,
        IReadOnlyList<PlannedPair> warmOnly,
        CellRunner runner,
        FileSink? file,
        bool measuresSizes,
        CancellationToken cancellationToken,
        out string? log)
    {
        log = null;
        var prepared = new PreparedPair[pairs.Count + warmOnly.Count];
        for (var i = 0; i < prepared.Length; i++)
        {
            if (cancellationToken.IsCancellationRequested)
            {
                return null;
            }

            prepared[i] = i < pairs.Count ? Prepare(pairs[i], file, measuresSizes) : PrepareForWarmUp(warmOnly[i - pairs.Count]);
        }

        return [.. runner.Warm(prepared, out log).Take(pairs.Count)];
    }

    /// <summary>For every serializer among <paramref name="pairs"/>, the payloads of <paramref name="warmAlso"/> it does not measure here.</summary>
    private static IReadOnlyList<PlannedPair> WarmOnly(IReadOnlyList<PlannedPair> pairs, IReadOnlyList<SizedPayload> warmAlso) =>
        [.. pairs.Select(p => p.Serializer).Distinct()
            .SelectMany(s => warmAlso
                .Where(w => !pairs.Any(p => p.Serializer == s && p.Payload == w))
                .Distinct()
                .Select(w => new PlannedPair(s, w, [])))];

    // A method of its own, so no local of the long-running loop keeps the first pair alive after its cells.
    private static void PrimeOnFirstReady(CellRunner runner, PreparedPair?[] pairs)
    {
        if (pairs.FirstOrDefault(p => p!.CreateOperation is not null) is { } first)
        {
            runner.Prime(first);
        }
    }

    private static PreparedPair Prepare(PlannedPair pair, FileSink? file, bool measuresSizes) =>
        pair.Payload.Payload.Accept(new CellPreparer(pair.Serializer, pair.Payload.Size, file, measuresSizes));

    // Verified like a measured pair (a pair that fails is simply not warmed), without the compressed sizes nobody reads.
    private static PreparedPair PrepareForWarmUp(PlannedPair pair) =>
        pair.Payload.Payload.Accept(new CellPreparer(pair.Serializer, pair.Payload.Size, file: null, measuresSizes: false));

    /// <summary>Measures one prepared pair's cells; false when cancelled.</summary>
    private static bool RunPair(
        ISerializerAdapter adapter,
        SizedPayload sized,
        IReadOnlyList<string> operations,
        PreparedPair prepared,
        string? warmupLog,
        IRunObserver observer,
        CellRunner runner,
        MicroLabOptions options,
        List<CellRecord> cells,
        CancellationToken cancellationToken)
    {
        foreach (var operation in operations)
        {
            if (cancellationToken.IsCancellationRequested)
            {
                return false;
            }

            var cell = new CellRecord
            {
                Serializer = adapter.Info.Id,
                Payload = sized.Payload.Id,
                PayloadSize = sized.Size,
                Operation = operation,
                Status = CellStatus.Ok,
            };
            var index = cells.Count;
            observer.CellStarting(index, cell.Serializer, cell.Payload, cell.Operation);
            var record = runner.Run(cell, prepared, warmupLog, options);
            warmupLog = null;
            while (options.RetryInPlace is { } retry && options.Watch is { } watch && retry.ShouldRetry(record, watch))
            {
                record = InPlaceRetry.Attempted(runner.Run(cell, prepared, null, options), record);
            }

            cells.Add(record);
            observer.CellCompleted(index, record);
            observer.Idle();
        }

        return true;
    }

    private static void ValidateOperations(IReadOnlyList<string> operations)
    {
        var unknown = operations.Where(o => !Operations.All.Contains(o, StringComparer.Ordinal)).ToList();
        if (unknown.Count > 0)
        {
            throw new ArgumentException(
                $"Unknown operation(s) {string.Join(", ", unknown.Select(o => $"'{o}'"))}; valid operations are {string.Join(", ", Operations.All)}.",
                nameof(operations));
        }
    }

    private static IEnumerable<Assembly> MeasuredAssemblies(IReadOnlyList<PlannedPair> pairs) =>
        pairs.Select(p => p.Serializer.GetType().Assembly)
            .Concat(pairs.Select(p => p.Payload.Payload.ClrType.Assembly))
            .Distinct();

    private static void TryDelete(string directory)
    {
        try
        {
            if (Directory.Exists(directory))
            {
                Directory.Delete(directory, recursive: true);
            }
        }
        catch (IOException)
        {
            // A leftover temporary folder is harmless; the run's results are already out.
        }
        catch (UnauthorizedAccessException)
        {
        }
    }
}
