using SerBench.Labs.Micro.Counts;

namespace SerBench.Labs.Micro.Runtimes;

/// <summary>
/// `serbench run --runtimes … --measure counts|both`: the plan counted once per runtime, one runtime after the other,
/// each in its own worker's counting processes under callgrind (docs/runtimes.md). Every cell is labelled with its
/// runtime, a row a runtime's worker does not have is unsupported there with the reason, as in the time path
/// (<see cref="RuntimesRun"/>), and each runtime's record says the code its processes ran.
/// </summary>
/// <param name="counter">The counting engine in a runtime's worker program.</param>
/// <param name="exclusion">Why a row is left out on a runtime, or null (<see cref="RuntimeExclusions.Reason"/>).</param>
internal sealed class RuntimesCount(Func<MeasuringRuntime, string, CountsRunner> counter, Func<MeasuringRuntime, ISerializerAdapter, string?> exclusion)
{
    /// <summary>Counts <paramref name="plan"/> on each runtime with its built worker; the cells of every runtime, runtime by runtime, and each runtime's record.</summary>
    public (CountsOutcome Outcome, IReadOnlyList<RuntimeRecord> Runtimes) Run(MicroRunPlan plan, IReadOnlyList<(MeasuringRuntime Runtime, WorkerBuild Build)> workers, IRunObserver observer, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(workers);
        ArgumentNullException.ThrowIfNull(observer);
        var cells = new List<CellRecord>();
        var records = new List<RuntimeRecord>();
        IReadOnlyList<string> caches = [];
        var parallel = 1;
        var stride = plan.CellCount();
        var runs = workers.Select(w => RuntimePlan.Of(plan, w.Runtime, exclusion)).ToList();
        var progress = new RuntimeProgress(observer, [.. runs.Select(r => r.Measured.CellCount() + r.Unsupported.Count)]);
        for (var i = 0; i < workers.Count && !cancellationToken.IsCancellationRequested; i++)
        {
            var (runtime, build) = workers[i];
            var (measured, excluded, unsupported, _) = runs[i];
            var labelling = progress.For(i, runtime.Name, i * stride, unsupported.Count);
            var outcome = measured.Serializers.Count == 0
                ? new CountsOutcome([], [], 1)
                : counter(runtime, build.Program!)(measured, labelling, cancellationToken);
            cells.AddRange(outcome.Cells.Select(c => c with { Runtime = runtime.Name }));
            for (var k = 0; k < unsupported.Count; k++)
            {
                labelling.CellCompleted(measured.CellCount() + k, unsupported[k]);
            }

            cells.AddRange(unsupported);
            caches = caches.Count > 0 ? caches : outcome.Caches;
            parallel = Math.Max(parallel, outcome.Parallel);
            records.Add(new RuntimeRecord
            {
                Name = runtime.Name,
                Build = build.Note,
                Excluded = [.. excluded.Select(e => new RuntimeExclusionRecord(e.Serializer.Info.Id, e.Reason))],
                CountsRegime = CountedRun.RegimeOf(runtime),
            });
        }

        return (new CountsOutcome(cells, caches, parallel), records);
    }

    /// <summary>The run's regime line (countsSettings.regime): the one regime, or each runtime's.</summary>
    public static string Regime(IReadOnlyList<RuntimeRecord> runtimes)
    {
        ArgumentNullException.ThrowIfNull(runtimes);
        var regimes = runtimes.Select(r => r.CountsRegime).Distinct().ToList();
        return regimes is [{ } one]
            ? one
            : "per runtime: " + string.Join("; ", runtimes.Select(r => $"{r.Name}: {r.CountsRegime}"));
    }
}
