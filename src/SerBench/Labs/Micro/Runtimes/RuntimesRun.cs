namespace SerBench.Labs.Micro.Runtimes;

/// <summary>
/// `serbench run --runtimes`: the plan measured once per runtime, one runtime after the other, each in its own worker's
/// measuring processes with the rules of every isolated run (rounds, canary, re-measuring). Every cell is labelled with
/// its runtime; a row a runtime's worker does not have is unsupported there with the reason.
/// </summary>
/// <param name="lab">Measures a plan in one runtime's worker.</param>
/// <param name="exclusion">Why a row is left out on a runtime, or null (<see cref="RuntimeExclusions.Reason"/>).</param>
internal sealed class RuntimesRun(IRuntimeLab lab, Func<MeasuringRuntime, ISerializerAdapter, string?> exclusion)
{
    /// <summary>Measures <paramref name="plan"/> on each runtime with its built worker; the cells of every runtime, runtime by runtime.</summary>
    public RuntimesOutcome Run(MicroRunPlan plan, IReadOnlyList<(MeasuringRuntime Runtime, WorkerBuild Build)> workers, IRunObserver observer, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(workers);
        ArgumentNullException.ThrowIfNull(observer);
        var cells = new List<CellRecord>();
        var records = new List<RuntimeRecord>();
        var stride = plan.CellCount();
        var runs = workers.Select(w => RuntimePlan.Of(plan, w.Runtime, exclusion)).ToList();
        var progress = new RuntimeProgress(observer, [.. runs.Select(r => r.FirstMeasurements)]);
        for (var i = 0; i < workers.Count && !cancellationToken.IsCancellationRequested; i++)
        {
            var (runtime, build) = workers[i];
            var (measured, excluded, unsupported, _) = runs[i];
            var labelling = progress.For(i, runtime.Name, i * stride, unsupported.Count);
            var outcome = measured.Serializers.Count == 0
                ? new RuntimeLabOutcome([], null)
                : lab.Run(measured, build.Program!, labelling, cancellationToken);
            cells.AddRange(outcome.Cells.Select(c => c with { Runtime = runtime.Name }));
            for (var k = 0; k < unsupported.Count; k++)
            {
                labelling.CellCompleted(measured.CellCount() + k, unsupported[k]);
            }

            cells.AddRange(unsupported);
            records.Add(new RuntimeRecord
            {
                Name = runtime.Name,
                Version = outcome.ReportedRuntime,
                Build = build.Note,
                Excluded = [.. excluded.Select(e => new RuntimeExclusionRecord(e.Serializer.Info.Id, e.Reason))],
                Measurement = labelling.Measurement,
            });
        }

        return new RuntimesOutcome(cells, records);
    }
}

/// <summary>Every runtime's cells, and what each runtime's record says (its worker, its version, its exclusions).</summary>
internal sealed record RuntimesOutcome(IReadOnlyList<CellRecord> Cells, IReadOnlyList<RuntimeRecord> Runtimes);
