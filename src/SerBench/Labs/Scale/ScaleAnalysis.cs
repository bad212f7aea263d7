namespace SerBench.Labs.Scale;

/// <summary>Builds the <c>scale</c> section from a sweep's cells: points, growth fits, cache crossings, the 5-round-trip table.</summary>
public static class ScaleAnalysis
{
    /// <summary>The serializer ratios are taken against when it ran (seed 000 compares with System.Text.Json).</summary>
    public const string PreferredBaseline = "orleans";

    /// <param name="plan">The sweep.</param>
    /// <param name="cells">Its cells: timed (with the 5-round-trip cells), or counted (`--measure counts`).</param>
    /// <param name="lastLevelCacheBytes">The machine's last-level cache, where known.</param>
    /// <param name="counted">True when the cells were counted: the fits and ratios are then of estimated cycles.</param>
    public static ScaleSection Build(ScalePlan plan, IReadOnlyList<CellRecord> cells, long? lastLevelCacheBytes, bool counted = false)
    {
        ArgumentNullException.ThrowIfNull(plan);
        ArgumentNullException.ThrowIfNull(cells);
        var figure = counted ? ScaleFigure.Cycles : ScaleFigure.Time;
        var series = plan.Serializers
            .Select(s => s.Info.Id)
            .Where(id => cells.Any(c => c.Serializer == id))
            .Select(id => Series(id, plan.Sizes, cells.Where(c => c.Serializer == id).ToList(), lastLevelCacheBytes, figure))
            .ToList();
        List<CellRecord> fives = counted
            ? [.. cells.Where(c => c.PayloadSize == plan.FiveRoundTripSize && c.Operation == Operations.RoundTrip).Select(FiveCounted)]
            : cells.Where(c => c.Operation == ScalePlan.FiveRoundTrips).ToList();
        var baseline = Baseline(fives);
        var baselineFigure = Headline(fives.FirstOrDefault(c => c.Serializer == baseline && c.Status == CellStatus.Ok), counted);
        return new ScaleSection
        {
            Payload = plan.Payload.Id,
            Measure = counted ? Measures.Counts : null,
            Unit = plan.Payload.Scale?.Unit,
            Sizes = plan.Sizes,
            LastLevelCacheBytes = lastLevelCacheBytes,
            SuperLinearThreshold = GrowthFitter.SuperLinearThreshold,
            FiveRoundTripSize = plan.FiveRoundTripSize,
            Baseline = baseline,
            Series = series,
            FiveRoundTrips = [.. fives.Select(c => new FiveRoundTripRecord
            {
                Serializer = c.Serializer,
                Status = c.Status,
                Reason = c.Reason,
                MedianNs = c.MedianNs,
                MeanNs = c.MeanNs,
                CiLowerNs = c.CiLowerNs,
                CiUpperNs = c.CiUpperNs,
                EstimatedCycles = c.Counts?.EstimatedCycles,
                AllocatedBytes = c.AllocatedBytes,
                Ratio = Headline(c, counted) is { } m && baselineFigure is > 0 ? m / baselineFigure.Value : null,
                Noisy = c.Noisy,
            })],
        };
    }

    private static double? Headline(CellRecord? cell, bool counted) => counted ? cell?.Counts?.EstimatedCycles : cell?.MedianNs;

    /// <summary>A counted round trip as seed 000's five: a count adds up, so five round trips cost five times one.</summary>
    private static CellRecord FiveCounted(CellRecord roundTrip) => roundTrip with
    {
        Operation = ScalePlan.FiveRoundTrips,
        AllocatedBytes = roundTrip.AllocatedBytes * ScalePlan.RoundTripsPerOperation,
        Counts = roundTrip.Counts is { } c
            ? c with { Instructions = c.Instructions * ScalePlan.RoundTripsPerOperation, EstimatedCycles = c.EstimatedCycles * ScalePlan.RoundTripsPerOperation }
            : null,
    };

    private static string? Baseline(List<CellRecord> fives) =>
        fives.Any(c => c.Serializer == PreferredBaseline && c.Status == CellStatus.Ok)
            ? PreferredBaseline
            : fives.Where(c => c.Status == CellStatus.Ok).Select(c => c.Serializer).FirstOrDefault();

    private static ScaleSeries Series(string serializer, IReadOnlyList<int> sizes, List<CellRecord> cells, long? cache, ScaleFigure figure)
    {
        var points = sizes
            .Select(size => Point(size, cells.Where(c => c.PayloadSize == size && c.Operation != ScalePlan.FiveRoundTrips).ToList(), cache))
            .Where(p => p is not null)
            .Select(p => p!)
            .ToList();
        var ok = points.Where(p => p.Status == CellStatus.Ok).ToList();
        return new ScaleSeries
        {
            Serializer = serializer,
            Points = points,
            RoundTripFit = Fit(ok, figure.RoundTrip),
            SerializeFit = Fit(ok, figure.Serialize),
            DeserializeFit = Fit(ok, figure.Deserialize),
            CacheCrossing = CacheCrossingFinder.Find(points.Where(p => p.SizeBytes is > 0).Select(p => (p.Size, p.SizeBytes!.Value)), cache),
        };
    }

    private static GrowthFit? Fit(List<ScalePoint> points, Func<ScalePoint, double?> figure) =>
        GrowthFitter.Fit(points.Where(p => figure(p) is not null).Select(p => (p.Size, figure(p)!.Value)));

    private static ScalePoint? Point(int size, List<CellRecord> cells, long? cache)
    {
        if (cells.Count == 0)
        {
            return null;
        }

        var serialize = Ok(cells, Operations.Serialize);
        var deserialize = Ok(cells, Operations.Deserialize);
        var roundTrip = Ok(cells, Operations.RoundTrip);
        var bytes = cells.Select(c => c.SizeBytes).FirstOrDefault(b => b is > 0);
        var failed = cells.FirstOrDefault(c => c.Status == CellStatus.Failed);
        var status = failed is not null ? CellStatus.Failed
            : cells.All(c => c.Status == CellStatus.Ok) ? CellStatus.Ok
            : cells[0].Status;
        return new ScalePoint
        {
            Size = size,
            Status = status,
            Reason = failed is not null ? $"{failed.Operation}: {failed.Reason}" : cells.FirstOrDefault(c => c.Reason is not null)?.Reason,
            SizeBytes = bytes,
            SerializeNs = serialize?.MedianNs,
            DeserializeNs = deserialize?.MedianNs,
            RoundTripNs = roundTrip?.MedianNs,
            SerializeAllocatedBytes = serialize?.AllocatedBytes,
            DeserializeAllocatedBytes = deserialize?.AllocatedBytes,
            RoundTripAllocatedBytes = roundTrip?.AllocatedBytes,
            SerializeMBps = MegabytesPerSecond(bytes, serialize?.MedianNs),
            DeserializeMBps = MegabytesPerSecond(bytes, deserialize?.MedianNs),
            RoundTripMBps = MegabytesPerSecond(bytes, roundTrip?.MedianNs),
            SerializeCycles = serialize?.Counts?.EstimatedCycles,
            DeserializeCycles = deserialize?.Counts?.EstimatedCycles,
            RoundTripCycles = roundTrip?.Counts?.EstimatedCycles,
            RoundTripInstructions = roundTrip?.Counts?.Instructions,
            PastLastLevelCache = bytes is { } b && cache is > 0 && b > cache.Value,
            Noisy = cells.Any(c => c.Noisy),
        };
    }

    private static CellRecord? Ok(List<CellRecord> cells, string operation) =>
        cells.FirstOrDefault(c => c.Operation == operation && c.Status == CellStatus.Ok && (c.MedianNs is > 0 || c.Counts is not null));

    /// <summary>Bytes per second in MB (10⁶ B): bytes / ns × 1,000.</summary>
    internal static double? MegabytesPerSecond(long? bytes, double? ns) =>
        bytes is > 0 && ns is > 0 ? bytes.Value / ns.Value * 1_000 : null;
}
