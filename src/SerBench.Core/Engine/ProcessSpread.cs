using SerBench.RunFiles;

namespace SerBench.Engine;

/// <summary>
/// How much separate measuring processes disagree on one cell, estimated from the whole run, and the floor it puts
/// under every cell's interval. A cell's own interval comes from its iterations and its few rounds; with two
/// rounds it cannot show how far a third process would land, so the figure of a second run moved outside it for
/// one cell in five. The run itself shows that spread: every cell's first two rounds are two processes measuring
/// the same thing.
/// </summary>
/// <remarks>
/// Five default runs on a 2-core VM: a round's median varied by 3.1–4.3 % (one standard deviation) between
/// processes, while half of the cells printed ± under 5 % for two rounds. With the floor, a second run's median
/// fell outside the first run's interval for 3–6 % of cells instead of 16–25 %, and compare's "changed beyond the
/// noise" between runs of the same code went from 3–9 cells per pair to 0–2.
/// </remarks>
public static class ProcessSpread
{
    /// <summary>Fewer cells with two clean rounds than this give no estimate: the median of a handful of pairs is itself noise.</summary>
    public const int MinCells = 20;

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
        var differences = new List<double>();
        foreach (var cell in cells.Where(c => c.Status == CellStatus.Ok))
        {
            var medians = (cell.Rounds ?? []).Where(r => !r.Disturbed && r.MedianNs is > 0).OrderBy(r => r.Round).Select(r => r.MedianNs!.Value).Take(2).ToList();
            if (medians.Count == 2)
            {
                differences.Add(Math.Abs(Math.Log(medians[0] / medians[1])));
            }
        }

        if (differences.Count < MinCells)
        {
            return (null, differences.Count);
        }

        return (SampleStatistics.Of(differences).Median / MedianAbsDifferencePerSigma, differences.Count);
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

    /// <summary>The run's cells with the floor applied, and the estimate it came from (no sigma: too few cells, nothing changed).</summary>
    public static (IReadOnlyList<CellRecord> Cells, (double? Sigma, int Cells) Spread) Apply(IReadOnlyList<CellRecord> cells)
    {
        ArgumentNullException.ThrowIfNull(cells);
        var spread = Estimate(cells);
        return spread.Sigma is { } sigma
            ? ([.. cells.Select(c => Floor(c, sigma, spread.Cells))], spread)
            : (cells, spread);
    }
}
