namespace SerBench.Labs.Scenarios;

/// <summary>
/// Runs a <see cref="ScenarioPlan"/>: per payload and serializer, verifies the canonical object and the ten
/// variants, then measures each scenario. Cells carry the scenario id as their operation.
/// </summary>
public sealed class ScenarioSweep
{
    public IReadOnlyList<CellRecord> Run(ScenarioPlan plan, IRunObserver observer, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(observer);
        return LabRunner.Run(plan.Preset, plan.Serializers, plan.Payloads, measurer => RunCells(plan, observer, measurer, cancellationToken));
    }

    private static List<CellRecord> RunCells(ScenarioPlan plan, IRunObserver observer, LabMeasurer measurer, CancellationToken cancellationToken)
    {
        var cells = new List<CellRecord>();
        observer.Planned(plan.Cells);

        // Every serializer's pairs are prepared and warmed together before anything is measured, as a micro measuring
        // process does, so no cell is timed on code still being tiered and the library's shared code is profiled on all
        // of its payloads, not on whichever came first.
        var ready = new Dictionary<(ISerializerAdapter, PayloadDescriptor), PreparedPair>();
        foreach (var adapter in plan.Serializers)
        {
            if (cancellationToken.IsCancellationRequested)
            {
                return cells;
            }

            var warmed = measurer.Warm([.. plan.Payloads.Select(p => p.Accept(new ScenarioPreparer(adapter, p.DefaultSize)))]);
            for (var i = 0; i < warmed.Count; i++)
            {
                ready[(adapter, plan.Payloads[i])] = warmed[i];
            }
        }

        var index = 0;
        foreach (var payload in plan.Payloads)
        {
            foreach (var adapter in plan.Serializers)
            {
                var prepared = ready[(adapter, payload)];
                foreach (var scenario in ScenarioIds.All)
                {
                    if (cancellationToken.IsCancellationRequested)
                    {
                        return cells;
                    }

                    observer.CellStarting(index, adapter.Info.Id, payload.Id, scenario);
                    var record = new CellRecord
                    {
                        Serializer = adapter.Info.Id,
                        Payload = payload.Id,
                        PayloadSize = payload.DefaultSize,
                        Operation = scenario,
                        Status = prepared.Status,
                        Reason = prepared.Reason,
                        Diff = prepared.Diff,
                        SizeBytes = prepared.Sizes?.Raw,
                    };
                    if (prepared.CreateOperation is { } create)
                    {
                        record = measurer.Measure(record, create(scenario));
                    }

                    cells.Add(record);
                    observer.CellCompleted(index++, record);
                }
            }
        }

        return cells;
    }
}
