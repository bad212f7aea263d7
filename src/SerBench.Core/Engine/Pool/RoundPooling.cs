using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>
/// Turns a cell's rounds (one record per measuring process) into the cell's figures: the median and the
/// interval over every iteration of every round together, widened to hold every round's own median, so the
/// printed spread includes how much separate processes disagree and not only how steady one process was.
/// </summary>
public static class RoundPooling
{
    /// <summary>
    /// The rounds whose figures count: all of them, unless at least <paramref name="minCleanRounds"/> are undisturbed,
    /// in which case the disturbed ones are left out (marked <see cref="RoundRecord.LeftOut"/>). A round measured while
    /// the machine was busy or slow is known to be off; once its retries are spent and an extra round has been measured
    /// cleanly, it would only pull the cell's figure toward the disturbance.
    /// </summary>
    public static IReadOnlyList<RoundRecord> Counted(IReadOnlyList<RoundRecord> rounds, int minCleanRounds)
    {
        ArgumentNullException.ThrowIfNull(rounds);
        var clean = rounds.Count(r => !r.Disturbed && r.MedianNs is not null);
        return clean >= Math.Max(1, minCleanRounds) && clean < rounds.Count
            ? [.. rounds.Select(r => r.Disturbed ? r with { LeftOut = true } : r with { LeftOut = false })]
            : [.. rounds.Select(r => r.LeftOut ? r with { LeftOut = false } : r)];
    }

    /// <summary>
    /// The cell as measured over <paramref name="rounds"/> (each a record of the same cell from one process).
    /// A failed round fails the cell; a smoke preset's records carry no statistics and are passed through. With at
    /// least <paramref name="minCleanRounds"/> undisturbed rounds, disturbed ones are left out (see <see cref="Counted"/>).
    /// </summary>
    public static CellRecord Combine(IReadOnlyList<CellRecord> rounds, bool isSmoke, int minCleanRounds = 2)
    {
        ArgumentNullException.ThrowIfNull(rounds);
        if (rounds.Count == 0)
        {
            throw new ArgumentException("A cell needs at least one round.", nameof(rounds));
        }

        var first = WithSizes(rounds[0], rounds);
        if (rounds.FirstOrDefault(r => r.Status != CellStatus.Ok) is { } notOk)
        {
            return notOk;
        }

        var measured = Counted([.. rounds.SelectMany(r => r.Rounds ?? []).OrderBy(r => r.Round)], minCleanRounds);
        var counted = measured.Where(r => !r.LeftOut).ToList();
        var pooled = counted.SelectMany(r => r.IterationNs).ToList();
        if (isSmoke || pooled.Count == 0)
        {
            return first with { Rounds = measured.Count == 0 ? first.Rounds : measured };
        }

        var stats = SampleStatistics.Of(pooled);
        var medians = counted.Where(r => r.MedianNs is not null).Select(r => r.MedianNs!.Value).ToList();
        var lower = Math.Min(stats.CiLower, medians.DefaultIfEmpty(stats.CiLower).Min());
        var upper = Math.Max(stats.CiUpper, medians.DefaultIfEmpty(stats.CiUpper).Max());
        var overhead = counted.Select(r => r.OverheadNs ?? 0).DefaultIfEmpty(0).Max();
        var median = Math.Max(0, stats.Median);
        var allocations = rounds.Select(r => r.AllocatedBytes).OfType<long>().ToList();
        return first with
        {
            MedianNs = median,
            MeanNs = Math.Max(0, stats.Mean),
            StdDevNs = stats.StdDev,
            CiLowerNs = Math.Max(0, lower),
            CiUpperNs = Math.Max(0, upper),
            Iterations = stats.N,
            AllocatedBytes = allocations.Count == 0 ? null : allocations.Min(),
            AllocatedBytesMax = allocations.Count > 1 && AllocationAgreement.Differ(allocations.Min(), allocations.Max()) ? allocations.Max() : null,
            Gen0PerThousandOps = rounds.Select(r => r.Gen0PerThousandOps).Where(g => g is not null).DefaultIfEmpty(null).Average(),
            Gen1PerThousandOps = rounds.Select(r => r.Gen1PerThousandOps).Where(g => g is not null).DefaultIfEmpty(null).Average(),
            Gen2PerThousandOps = rounds.Select(r => r.Gen2PerThousandOps).Where(g => g is not null).DefaultIfEmpty(null).Average(),
            Noisy = median > 0 && (upper - lower) / 2 > CellMeasurement.NoiseThreshold * median,
            Rounds = measured,
            RoundsSpread = medians.Count > 1 && medians.Min() > 0 ? (medians.Max() / medians.Min()) - 1 : null,
            Disturbed = counted.Any(r => r.Disturbed),
            Retries = measured.Sum(r => r.Attempts - 1),

            // Under twice the subtracted loop cost, the operation is not clearly measurable apart from the loop.
            AtOverheadFloor = overhead > 0 && stats.Median < overhead,
        };
    }

    /// <summary>
    /// <paramref name="record"/> with the sizes of the first of <paramref name="others"/> that has them, where it has none:
    /// a cell's sizes are worked out by one process of the run only (see <see cref="MicroLabOptions.MeasuresSizes"/>).
    /// </summary>
    public static CellRecord WithSizes(CellRecord record, IEnumerable<CellRecord> others)
    {
        ArgumentNullException.ThrowIfNull(record);
        ArgumentNullException.ThrowIfNull(others);
        if (record.SizeBytes is not null || others.FirstOrDefault(r => r.SizeBytes is not null) is not { } sized)
        {
            return record;
        }

        return record with { SizeBytes = sized.SizeBytes, GzipBytes = sized.GzipBytes, BrotliBytes = sized.BrotliBytes, ZstdBytes = sized.ZstdBytes };
    }
}
