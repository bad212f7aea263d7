using System.Diagnostics;
using SerBench.Engine.Interference;

namespace SerBench.Labs.Scale;

/// <summary>
/// Runs a <see cref="ScalePlan"/>: size by size, each serializer's round trip is verified (the engine's CellPreparer) and
/// serialize, deserialize and round trip are measured; at the 5-round-trip size, also seed 000's five round trips per
/// operation. With the preset's <see cref="SweepRounds"/>, a size's cells are taken in turn that many times, the
/// serializers in a rotated order each round, so every row of a size meets the same stretches of the machine's speed.
/// A size that fails or runs out of memory is a failed point; the sweep goes on.
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
        var planned = plan.Cells;
        observer.Planned(planned);
        var watch = plan.Preset.IsSmoke ? null : InterferenceWatch.ForThisMachine();
        var rounds = new SweepCellRounds(plan.Preset.IsSmoke);
        foreach (var size in plan.Sizes)
        {
            var sizeCells = Enumerable.Range(0, planned.Count).Where(i => planned[i].Size == size).ToList();
            var finished = MeasureSize(plan, size, sizeCells, observer, measurer, watch, rounds, cancellationToken);
            foreach (var index in sizeCells.Where(rounds.Has))
            {
                observer.CellCompleted(index, rounds.Pooled(index, watch), rounds.Took(index));
            }

            if (!finished)
            {
                break;
            }
        }

        // Every cell again at the whole run's reference speed, now that all of its canary readings are in.
        return [.. Enumerable.Range(0, planned.Count).Where(rounds.Has).Select(i => rounds.Pooled(i, watch))];
    }

    /// <summary>One size's rounds; false when cancelled.</summary>
    private static bool MeasureSize(
        ScalePlan plan,
        int size,
        IReadOnlyList<int> sizeCells,
        IRunObserver observer,
        LabMeasurer measurer,
        InterferenceWatch? watch,
        SweepCellRounds rounds,
        CancellationToken cancellationToken)
    {
        var planned = plan.Cells;
        var serializers = plan.Serializers;
        for (var round = 1; round <= plan.Preset.Rounds.PerCell; round++)
        {
            for (var turn = 0; turn < serializers.Count; turn++)
            {
                var adapter = serializers[(turn + round - 1) % serializers.Count];
                var cells = sizeCells.Where(i => planned[i].Serializer == adapter.Info.Id && rounds.Wants(i, round, plan.Preset.Rounds)).ToList();
                if (cells.Count == 0)
                {
                    continue;
                }

                if (cancellationToken.IsCancellationRequested)
                {
                    return false;
                }

                var clock = Stopwatch.StartNew();
                if (round == 1)
                {
                    observer.CellStarting(cells[0], adapter.Info.Id, plan.Payload.Id, planned[cells[0]].Operation);
                }

                // Round 1 works out the sizes and warms the size's code: a larger size can reach code the smaller ones
                // never ran (buffer growth, large-object paths), which would otherwise be timed cold (see LabMeasurer.Warm).
                var prepared = Prepare(adapter, plan.Payload, size, measuresSizes: round == 1);
                if (round == 1)
                {
                    prepared = measurer.Warm([prepared])[0];
                }

                var shareOfPreparing = clock.Elapsed / cells.Count;
                for (var n = 0; n < cells.Count; n++)
                {
                    var index = cells[n];
                    if (round == 1 && n > 0)
                    {
                        observer.CellStarting(index, adapter.Info.Id, plan.Payload.Id, planned[index].Operation);
                    }

                    clock.Restart();
                    var record = Measure(planned[index], prepared, measurer, watch, round);
                    rounds.Add(index, record, clock.Elapsed + shareOfPreparing);
                }

                // The next serializer starts from a clean heap: a 16,000-consumer graph is hundreds of MB with its copies,
                // and what stays alive would lengthen the next one's collections.
                prepared = null;
                LabRunner.ReleaseMemory();
            }
        }

        return true;
    }

    private static PreparedPair Prepare(ISerializerAdapter adapter, PayloadDescriptor payload, int size, bool measuresSizes)
    {
        try
        {
            return payload.Accept(new CellPreparer(adapter, size, file: null, measuresSizes));
        }
        catch (OutOfMemoryException ex)
        {
            // The preparer reports what the adapter throws; this catches the lab's own allocations at a size too big.
            LabRunner.ReleaseMemory();
            return PreparedPair.Failed($"Preparing the cell ran out of memory: {ex.Message}");
        }
    }

    private static CellRecord Measure(PlannedCell cell, PreparedPair prepared, LabMeasurer measurer, InterferenceWatch? watch, int round)
    {
        var record = LabCells.Prepared(cell.Serializer, cell.Payload, cell.Size, cell.Operation, prepared);
        if (prepared.CreateOperation is not { } create)
        {
            return record;
        }

        var operation = cell.Operation == ScalePlan.FiveRoundTrips
            ? new RepeatedOperation(create(Operations.RoundTrip), ScalePlan.RoundTripsPerOperation)
            : create(cell.Operation);
        return watch is null ? measurer.Measure(record, operation) : measurer.MeasureRound(record, operation, watch, round);
    }
}
