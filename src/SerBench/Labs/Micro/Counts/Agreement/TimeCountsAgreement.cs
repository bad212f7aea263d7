using SerBench.Compare;

namespace SerBench.Labs.Micro.Counts.Agreement;

/// <summary>A cell timed in one run and counted in the other (or both in one run): its median and its estimated cycles.</summary>
internal sealed record AgreementCell(CellKey Key, double MedianNs, double EstimatedCycles)
{
    /// <summary>Estimated cycles per nanosecond of median time.</summary>
    public double Ratio => EstimatedCycles / MedianNs;
}

/// <summary>One payload × operation: its serializers' cells and how alike time and estimated cycles rank them.</summary>
internal sealed record AgreementGroup(string PayloadLabel, string Operation, IReadOnlyList<AgreementCell> Cells, double? Correlation);

/// <summary>A cell whose cycles per nanosecond is off its payload's median by more than <see cref="TimeCountsAgreement.OutlierFactor"/>.</summary>
internal sealed record AgreementOutlier(AgreementCell Cell, double PayloadMedianRatio)
{
    /// <summary>The cell's ratio over its payload's median: below 1, its time is longer than its cycles account for.</summary>
    public double Factor => Cell.Ratio / PayloadMedianRatio;

    /// <summary>How many times off, whichever way (≥ 1).</summary>
    public double Off => Math.Max(Factor, 1 / Factor);

    /// <summary>Time longer than the cycles say: the cell waits on what the simulated processor does not model.</summary>
    public bool TimeBound => Factor < 1;
}

/// <summary>
/// How far time and counts agree on a run's cells: per payload × operation, Spearman's ρ between the serializers'
/// medians and their estimated cycles; the median of those ρ; and the cells whose cycles per nanosecond stray from
/// their payload's median by more than 1.5× — where time goes to memory traffic or collections the cycles do not charge,
/// or the cycles overcharge what the real processor hides.
/// </summary>
internal sealed record TimeCountsAgreement(IReadOnlyList<AgreementGroup> Groups, double? MedianCorrelation, IReadOnlyList<AgreementOutlier> Outliers, int CellCount)
{
    /// <summary>A ranking needs three serializers to say anything: two always correlate ±1.</summary>
    public const int MinimumSerializers = 3;

    /// <summary>How far a cell's cycles per nanosecond may stray from its payload's median, either way, before it is named.</summary>
    public const double OutlierFactor = 1.5;

    /// <summary>Pairs each cell timed in <paramref name="timed"/> with the same cell counted in <paramref name="counted"/> (one run may be both).</summary>
    public static TimeCountsAgreement Of(RunFile timed, RunFile counted)
    {
        ArgumentNullException.ThrowIfNull(timed);
        ArgumentNullException.ThrowIfNull(counted);
        var cycles = new Dictionary<CellKey, double>();
        foreach (var cell in counted.Cells.Where(c => c.Status == CellStatus.Ok && c.Counts is { EstimatedCycles: > 0 }))
        {
            cycles.TryAdd(CellKey.Of(cell), cell.Counts!.EstimatedCycles);
        }

        var cells = timed.Cells
            .Where(c => c.Status == CellStatus.Ok && c.MedianNs is > 0)
            .Select(c => (Key: CellKey.Of(c), c.MedianNs))
            .Where(c => cycles.ContainsKey(c.Key))
            .DistinctBy(c => c.Key)
            .Select(c => new AgreementCell(c.Key, c.MedianNs!.Value, cycles[c.Key]))
            .OrderBy(c => c.Key.Payload, StringComparer.Ordinal).ThenBy(c => c.Key.PayloadSize).ThenBy(c => OperationOrder(c.Key.Operation)).ThenBy(c => c.Key.Serializer, StringComparer.Ordinal)
            .ToList();
        return Of(cells);
    }

    public static TimeCountsAgreement Of(IReadOnlyList<AgreementCell> cells)
    {
        ArgumentNullException.ThrowIfNull(cells);
        var groups = cells
            .GroupBy(c => (c.Key.Payload, c.Key.PayloadSize, c.Key.Operation))
            .Select(g => g.ToList())
            .Select(g => new AgreementGroup(
                g[0].Key.PayloadLabel,
                g[0].Key.Operation,
                g,
                g.Count >= MinimumSerializers ? Spearman.Correlation([.. g.Select(c => c.MedianNs)], [.. g.Select(c => c.EstimatedCycles)]) : null))
            .ToList();
        var correlations = groups.Select(g => g.Correlation).OfType<double>().ToList();
        return new TimeCountsAgreement(groups, correlations.Count == 0 ? null : Median(correlations), OutliersOf(cells), cells.Count);
    }

    /// <summary>The rule: a cell whose ratio is over 1.5× its payload's median ratio, or under it by 1.5×; the farthest first.</summary>
    public static IReadOnlyList<AgreementOutlier> OutliersOf(IReadOnlyList<AgreementCell> cells)
    {
        ArgumentNullException.ThrowIfNull(cells);
        return [.. cells
            .GroupBy(c => (c.Key.Payload, c.Key.PayloadSize))
            .SelectMany(payload =>
            {
                var median = Median([.. payload.Select(c => c.Ratio)]);
                return payload.Select(c => new AgreementOutlier(c, median));
            })
            .Where(o => o.Off > OutlierFactor)
            .OrderByDescending(o => o.Off)
            .ThenBy(o => o.Cell.Key.ToString(), StringComparer.Ordinal)];
    }

    private static int OperationOrder(string operation) => Operations.All.ToList().IndexOf(operation) is var i and >= 0 ? i : int.MaxValue;

    private static double Median(IReadOnlyList<double> values)
    {
        var sorted = values.Order().ToList();
        var middle = sorted.Count / 2;
        return sorted.Count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
