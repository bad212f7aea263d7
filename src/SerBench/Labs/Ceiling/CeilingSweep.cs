using System.Runtime.InteropServices;

namespace SerBench.Labs.Ceiling;

/// <summary>
/// Runs a <see cref="CeilingPlan"/>, size by size: memcpy of the payload's raw float bytes, every serializer's
/// serialize and deserialize of the same payload (verified first), then memcpy again, all in the same process and run.
/// </summary>
public sealed class CeilingSweep
{
    public IReadOnlyList<CellRecord> Run(CeilingPlan plan, IRunObserver observer, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(observer);
        return LabRunner.Run(plan.Preset, plan.Serializers, [plan.Payload], measurer => RunCells(plan, observer, measurer, cancellationToken));
    }

    private static List<CellRecord> RunCells(CeilingPlan plan, IRunObserver observer, LabMeasurer measurer, CancellationToken cancellationToken)
    {
        var cells = new List<CellRecord>();
        observer.Planned(plan.Cells);
        var index = 0;
        foreach (var size in plan.Sizes)
        {
            if (cancellationToken.IsCancellationRequested)
            {
                return cells;
            }

            observer.CellStarting(index, CeilingPlan.Memcpy, plan.Payload.Id, CeilingPlan.Copy);
            var memcpy = MeasureMemcpy(plan, size, measurer);
            cells.Add(memcpy);
            observer.CellCompleted(index++, memcpy);
            foreach (var adapter in plan.Serializers)
            {
                PreparedPair? prepared = null;
                foreach (var operation in CeilingPlan.Operations)
                {
                    if (cancellationToken.IsCancellationRequested)
                    {
                        return cells;
                    }

                    observer.CellStarting(index, adapter.Info.Id, plan.Payload.Id, operation);
                    // Each size is warmed before its first cell (see LabMeasurer.Warm), as every micro pair is.
                    prepared ??= measurer.Warm([plan.Payload.Accept(new CellPreparer(adapter, size))])[0];

                    var record = LabCells.Prepared(adapter.Info.Id, plan.Payload.Id, size, operation, prepared);
                    if (prepared.CreateOperation is { } create)
                    {
                        record = measurer.Measure(record, create(operation));
                    }

                    cells.Add(record);
                    observer.CellCompleted(index++, record);
                }

                prepared = null;
                LabRunner.ReleaseMemory();
            }

            // memcpy again after the serializers: the ceiling is the faster of the two, so one busy moment of
            // the machine during a copy of microseconds cannot lower it and make a serializer look faster.
            observer.CellStarting(index, CeilingPlan.Memcpy, plan.Payload.Id, CeilingPlan.Copy);
            var closing = MeasureMemcpy(plan, size, measurer);
            cells.Add(closing);
            observer.CellCompleted(index++, closing);
        }

        return cells;
    }

    private static CellRecord MeasureMemcpy(CeilingPlan plan, int size, LabMeasurer measurer)
    {
        var values = plan.Payload.Create(size).Values;
        var raw = MemoryMarshal.AsBytes(values.AsSpan()).ToArray();
        var record = new CellRecord
        {
            Serializer = CeilingPlan.Memcpy,
            Payload = plan.Payload.Id,
            PayloadSize = size,
            Operation = CeilingPlan.Copy,
            Status = CellStatus.Ok,
            SizeBytes = raw.Length,
        };
        return measurer.Measure(record, new MemcpyOperation(raw));
    }
}
