using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>
/// How much separate measuring processes disagree on one cell, estimated from the whole run, and the floor it puts
/// under every cell's interval. A cell's own interval comes from its iterations and its few rounds; with two
/// rounds it cannot show how far a third process would land, so the figure of a second run often fell outside it.
/// The run itself shows that spread: every cell's first two rounds are two processes measuring the same thing.
/// </summary>
/// <remarks>
/// With the floor, a second run's median falls outside the first run's interval far less often, and compare's "changed
/// beyond the noise" between runs of the same code nearly vanishes. Processes of some serializers disagree more than
/// the run's (the measuring process is one serializer's, and a row of tens of nanoseconds feels its code layout most):
/// such a serializer's cells get the floor of its own spread. Measured: docs/measuring.md, 'Measurements behind the
/// code' (and 'The floor: the spread between processes').
/// </remarks>
public static class ProcessSpread
{
    /// <summary>Fewer cells with two clean rounds than this give no estimate: the median of a handful of pairs is itself noise.</summary>
    public const int MinCells = 20;

    /// <summary>Fewer of one serializer's cells with two clean rounds than this give it no spread of its own (a default row has about twice as many).</summary>
    public const int MinSerializerCells = 12;

    // The median of |X1 - X2| for two normal draws of standard deviation s is 0.6745 * sqrt(2) * s.
    private static readonly double MedianAbsDifferencePerSigma = 0.6745 * Math.Sqrt(2);

    /// <summary>
    /// The relative standard deviation of one round's median between processes (0.035 = 3.5 %), robustly from the
    /// median over cells of |ln(first round / second round)|, counting only undisturbed rounds; null with fewer
    /// than <see cref="MinCells"/> such cells; and how many cells it came from.
    /// </summary>
    public static (double? Sigma, int Cells) Estimate(IReadOnlyList<CellRecord> cells)
    {
        ArgumentNullException.ThrowIfNull(cells);
        return Sigma(Differences(cells), MinCells);
    }

    /// <summary>
    /// Each serializer's own spread between processes, estimated as <see cref="Estimate"/> from its cells alone, for the
    /// serializers with at least <see cref="MinSerializerCells"/> cells of two clean rounds.
    /// </summary>
    public static IReadOnlyDictionary<string, SerializerSpread> BySerializer(IReadOnlyList<CellRecord> cells)
    {
        ArgumentNullException.ThrowIfNull(cells);
        var spreads = new SortedDictionary<string, SerializerSpread>(StringComparer.Ordinal);
        foreach (var group in cells.GroupBy(c => c.Serializer))
        {
            if (Sigma(Differences([.. group]), MinSerializerCells) is ({ } sigma, var n))
            {
                spreads[group.Key] = new SerializerSpread(sigma, n);
            }
        }

        return spreads;
    }

    /// <summary>
    /// The half-width, relative to the median, that the spread between processes alone gives a cell of
    /// <paramref name="rounds"/> rounds at 99.9 %: t × sigma / √rounds (in log terms, applied as e^±h).
    /// </summary>
    public static double HalfWidth(double sigma, int rounds, int cells) =>
        SampleStatistics.T999(Math.Max(1, cells - 1)) * sigma / Math.Sqrt(Math.Max(1, rounds));

    /// <summary>
    /// The cell with its interval widened to at least the run's spread between processes; its own interval is kept
    /// in <see cref="CellRecord.OwnCiLowerNs"/> and <see cref="CellRecord.OwnCiUpperNs"/>. Cells without a measured
    /// median or interval are returned as they are.
    /// </summary>
    public static CellRecord Floor(CellRecord cell, double sigma, int cells)
    {
        ArgumentNullException.ThrowIfNull(cell);
        if (cell is not { Status: CellStatus.Ok, MedianNs: > 0 and var median, CiLowerNs: { } lower, CiUpperNs: { } upper })
        {
            return cell;
        }

        var rounds = (cell.Rounds ?? []).Count(r => r.MedianNs is not null && !r.LeftOut);
        var h = HalfWidth(sigma, rounds, cells);
        return cell with
        {
            CiLowerNs = Math.Min(lower, median * Math.Exp(-h)),
            CiUpperNs = Math.Max(upper, median * Math.Exp(h)),
            OwnCiLowerNs = lower,
            OwnCiUpperNs = upper,
        };
    }

    /// <summary>The run's cells with the floor applied, and which spreads set it (see <see cref="FlooredCells"/>).</summary>
    /// <remarks>
    /// When too few cells kept two undisturbed rounds (a run whose machine never settled), the spread comes from every
    /// cell's first two rounds that count, disturbed ones included: they are what the figures are made of, and leaving
    /// the cells their own narrow intervals would rank them apart on differences that the run's own rounds do not hold
    /// (measured: docs/measuring.md, 'Measurements behind the code').
    /// </remarks>
    public static FlooredCells Apply(IReadOnlyList<CellRecord> cells)
    {
        ArgumentNullException.ThrowIfNull(cells);
        var none = new Dictionary<string, SerializerSpread>();
        var spread = Estimate(cells);
        if (spread.Sigma is not { } sigma)
        {
            var all = Sigma(Differences(cells, includeDisturbed: true), MinCells);
            return all.Sigma is { } anySigma
                ? new FlooredCells([.. cells.Select(c => Floor(c, anySigma, all.Cells))], all, none, FromDisturbed: true, DisturbedSpread: null)
                : new FlooredCells(cells, spread, none, FromDisturbed: false, DisturbedSpread: null);
        }

        var wider = BySerializer(cells).Where(s => s.Value.Sigma > sigma).ToDictionary(s => s.Key, s => s.Value, StringComparer.Ordinal);
        var disturbed = Disturbed(cells) is ({ } d, var dn) && d > sigma ? new SerializerSpread(d, dn) : null;
        var floored = cells.Select(c =>
        {
            var (s, n) = wider.TryGetValue(c.Serializer, out var own) ? (own.Sigma, own.Cells) : (sigma, spread.Cells);
            return c.Disturbed && disturbed is { } ds && ds.Sigma > s ? Floor(c, ds.Sigma, ds.Cells) : Floor(c, s, n);
        });
        return new FlooredCells([.. floored], spread, wider, FromDisturbed: false, disturbed);
    }

    /// <summary>
    /// The spread between processes of the cells whose figures kept a disturbed round (marked !), from their first two
    /// counted rounds; null with fewer than <see cref="MinCells"/> such cells. Such a cell's rounds ran at different
    /// speeds, so the clean cells' spread understates how far its figure moves (measured: docs/measuring.md,
    /// 'Measurements behind the code').
    /// </summary>
    public static (double? Sigma, int Cells) Disturbed(IReadOnlyList<CellRecord> cells)
    {
        ArgumentNullException.ThrowIfNull(cells);
        return Sigma(Differences(cells.Where(c => c.Disturbed), includeDisturbed: true), MinCells);
    }

    /// <summary>
    /// |ln(first round / second round)| of every ok cell with two undisturbed rounds (or two rounds that count, disturbed or
    /// not), from the rounds' medians as timed, before they were put at the run's reference speed (<see cref="Interference.SpeedCorrection"/>):
    /// another run is measured at another time, and the machine's drift between runs is no smaller than within one. Taken
    /// from the scaled medians, the printed intervals narrowed and a second run's median fell outside the first's more
    /// often (measured: docs/measuring.md, 'Measurements behind the code').
    /// </summary>
    private static List<double> Differences(IEnumerable<CellRecord> cells, bool includeDisturbed = false)
    {
        var differences = new List<double>();
        foreach (var cell in cells.Where(c => c.Status == CellStatus.Ok))
        {
            var medians = (cell.Rounds ?? [])
                .Where(r => (includeDisturbed ? !r.LeftOut : !r.Disturbed) && (r.MeasuredMedianNs ?? r.MedianNs) is > 0)
                .OrderBy(r => r.Round)
                .Select(r => (r.MeasuredMedianNs ?? r.MedianNs)!.Value)
                .Take(2)
                .ToList();
            if (medians.Count == 2)
            {
                differences.Add(Math.Abs(Math.Log(medians[0] / medians[1])));
            }
        }

        return differences;
    }

    private static (double? Sigma, int Cells) Sigma(List<double> differences, int fewest) =>
        differences.Count < fewest
            ? (null, differences.Count)
            : (SampleStatistics.Of(differences).Median / MedianAbsDifferencePerSigma, differences.Count);
}

/// <summary>
/// What <see cref="ProcessSpread.Apply"/> did: the cells with their floors; the run's estimate (no sigma: too few cells);
/// the serializers whose own spread was wider, whose cells were floored by their own; whether the estimate had to take
/// disturbed rounds too (too few clean cells); and the wider spread of the cells that kept a disturbed round, when it
/// floored them instead (null when it was not wider, or too few such cells).
/// </summary>
public sealed record FlooredCells(
    IReadOnlyList<CellRecord> Cells,
    (double? Sigma, int Cells) Spread,
    IReadOnlyDictionary<string, SerializerSpread> Wider,
    bool FromDisturbed,
    SerializerSpread? DisturbedSpread);
