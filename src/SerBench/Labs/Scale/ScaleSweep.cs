namespace SerBench.Labs.Scale;

/// <summary>
/// Runs a <see cref="ScalePlan"/>: for each serializer and size, verifies the round trip (the engine's
/// CellPreparer) and measures serialize, deserialize and round trip; at the 5-round-trip size, also seed 000's
/// five round trips per operation. A size that fails or runs out of memory is a failed point; the sweep goes on.
/// </summary>
public sealed class ScaleSweep
{
    /// <summary>Every cell in plan order: ordinary ones, and <see cref="ScalePlan.FiveRoundTrips"/> cells.</summary>
    public IReadOnlyList<CellRecord> Run(ScalePlan plan, IRunObserver observer, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(observer);
        return LabRunner.Run(plan.Preset, plan.Serializers, [plan.Payload], measurer => RunCells(plan, observer, measurer, cancellationToken));
    }

    private static List<CellRecord> RunCells(ScalePlan plan, IRunObserver observer, LabMeasurer measurer, CancellationToken cancellationToken)
    {
        var cells = new List<CellRecord>();
        observer.Planned(plan.Cells);
        var index = 0;
        foreach (var adapter in plan.Serializers)
        {
            foreach (var size in plan.Sizes)
            {
                var operations = Operations.All.ToList();
                if (size == plan.FiveRoundTripSize)
                {
                    operations.Add(ScalePlan.FiveRoundTrips);
                }

                PreparedPair? prepared = null;
                foreach (var operation in operations)
                {
                    if (cancellationToken.IsCancellationRequested)
                    {
                        return cells;
                    }

                    observer.CellStarting(index, adapter.Info.Id, plan.Payload.Id, operation);
                    // Each size is warmed before its first cell (see LabMeasurer.Warm): a larger one can reach code the
                    // smaller ones never ran (buffer growth, large-object paths), which would otherwise be timed cold.
                    prepared ??= measurer.Warm([Prepare(adapter, plan.Payload, size)])[0];

                    var record = Measure(new CellKey(adapter.Info.Id, plan.Payload.Id, size, operation), prepared, measurer);
                    cells.Add(record);
                    observer.CellCompleted(index++, record);
                }

                // The next size starts from a clean heap: a 16,000-consumer graph is hundreds of MB with its copies.
                prepared = null;
                LabRunner.ReleaseMemory();
            }
        }

        return cells;
    }

    private static PreparedPair Prepare(ISerializerAdapter adapter, PayloadDescriptor payload, int size)
    {
        try
        {
            return payload.Accept(new CellPreparer(adapter, size));
        }
        catch (OutOfMemoryException ex)
        {
            // The preparer reports what the adapter throws; this catches the lab's own allocations at a size too big.
            LabRunner.ReleaseMemory();
            return PreparedPair.Failed($"Preparing the cell ran out of memory: {ex.Message}");
        }
    }

    private static CellRecord Measure(CellKey key, PreparedPair prepared, LabMeasurer measurer)
    {
        var record = key.ToRecord(prepared);
        if (prepared.CreateOperation is not { } create)
        {
            return record;
        }

        var operation = key.Operation == ScalePlan.FiveRoundTrips
            ? new RepeatedOperation(create(Operations.RoundTrip), ScalePlan.RoundTripsPerOperation)
            : create(key.Operation);
        return measurer.Measure(record, operation);
    }

    private sealed record CellKey(string Serializer, string Payload, int Size, string Operation)
    {
        public CellRecord ToRecord(PreparedPair prepared) => LabCells.Prepared(Serializer, Payload, Size, Operation, prepared);
    }
}
