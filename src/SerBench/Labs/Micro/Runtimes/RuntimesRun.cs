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
        for (var i = 0; i < workers.Count && !cancellationToken.IsCancellationRequested; i++)
        {
            var (runtime, build) = workers[i];
            var excluded = plan.Serializers
                .Select(s => (Serializer: s, Reason: exclusion(runtime, s)))
                .Where(e => e.Reason is not null)
                .ToList();
            var measured = plan with { Serializers = [.. plan.Serializers.Where(s => excluded.All(e => e.Serializer != s))] };
            var labelling = new LabellingObserver(observer, runtime.Name, i * stride, first: i == 0);
            var outcome = measured.Serializers.Count == 0
                ? new RuntimeLabOutcome([], null)
                : lab.Run(measured, build.Program!, labelling, cancellationToken);
            cells.AddRange(outcome.Cells.Select(c => c with { Runtime = runtime.Name }));
            var unsupported = Unsupported(plan, runtime, excluded).ToList();
            for (var k = 0; k < unsupported.Count; k++)
            {
                observer.CellCompleted((i * stride) + measured.CellCount() + k, unsupported[k]);
            }

            cells.AddRange(unsupported);
            records.Add(new RuntimeRecord
            {
                Name = runtime.Name,
                Version = outcome.ReportedRuntime,
                Build = build.Note,
                Excluded = [.. excluded.Select(e => new RuntimeExclusionRecord(e.Serializer.Info.Id, e.Reason!))],
                Measurement = labelling.Measurement,
            });
        }

        return new RuntimesOutcome(cells, records);
    }

    private static IEnumerable<CellRecord> Unsupported(MicroRunPlan plan, MeasuringRuntime runtime, List<(ISerializerAdapter Serializer, string? Reason)> excluded) =>
        from e in excluded
        from p in plan.Payloads
        from op in plan.Operations
        select new CellRecord
        {
            Serializer = e.Serializer.Info.Id,
            Payload = p.Payload.Id,
            PayloadSize = p.Size,
            Operation = op,
            Runtime = runtime.Name,
            Status = CellStatus.Unsupported,
            Reason = e.Reason,
        };

    /// <summary>Passes a runtime's cells on under indices of their own and labelled; keeps its measurement record (the first runtime's is the run's).</summary>
    private sealed class LabellingObserver(IRunObserver inner, string runtime, int offset, bool first) : IRunObserver
    {
        public MeasurementRecord? Measurement { get; private set; }

        public void Planned(int totalCells) => inner.Planned(totalCells);

        public void Planned(IReadOnlyList<PlannedCell> cells) => inner.Planned(cells);

        public void CellStarting(int index, string serializer, string payload, string operation) =>
            inner.CellStarting(offset + index, $"{serializer} ({runtime})", payload, operation);

        public void CellCompleted(int index, CellRecord cell) => inner.CellCompleted(offset + index, cell with { Runtime = runtime });

        public void Idle() => inner.Idle();

        public void Measured(MeasurementRecord measurement)
        {
            Measurement = measurement;
            if (first)
            {
                inner.Measured(measurement);
            }
        }
    }
}

/// <summary>Every runtime's cells, and what each runtime's record says (its worker, its version, its exclusions).</summary>
internal sealed record RuntimesOutcome(IReadOnlyList<CellRecord> Cells, IReadOnlyList<RuntimeRecord> Runtimes);
