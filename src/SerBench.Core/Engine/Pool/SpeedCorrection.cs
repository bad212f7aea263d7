using SerBench.RunFiles;

namespace SerBench.Engine.Interference;

/// <summary>
/// Puts every round of a run at the same machine speed: each round's times are scaled by the canary read around it
/// against the run's median canary reading, so a cell measured during a minute the machine ran a few per cent slower
/// (below what counts as disturbed) is not shown that much slower than its neighbours, nor than itself in another run.
/// </summary>
/// <remarks>
/// These VMs drift by a few per cent over minutes and hours, under the 15 % that marks a round disturbed; the canary
/// sees it, and light cells move with it; replayed on earlier runs' rounds, the scaling brought runs' medians and a
/// run's own rounds closer together (measured: docs/measuring.md, 'Measurements behind the code'). What was timed
/// stays in the run file: every round keeps its measured median and the factor it was scaled by.
/// </remarks>
public static class SpeedCorrection
{
    /// <summary>The canary around a round (the geometric mean of the readings before and after it), or null without one.</summary>
    public static double? CanaryNs(RoundRecord round)
    {
        ArgumentNullException.ThrowIfNull(round);
        return round.Interference is { CanaryBeforeNs: > 0 and var before, CanaryAfterNs: > 0 and var after }
            ? Math.Sqrt(before * after)
            : null;
    }

    /// <summary>The run's reference speed: the median canary around all of its cells' rounds; null when none has a canary.</summary>
    public static double? ReferenceNs(IEnumerable<CellRecord> cells)
    {
        ArgumentNullException.ThrowIfNull(cells);
        var readings = cells.SelectMany(c => c.Rounds ?? []).Select(CanaryNs).OfType<double>().ToList();
        return readings.Count == 0 ? null : SampleStatistics.Of(readings).Median;
    }

    /// <summary>
    /// A round's median at the speed of <paramref name="referenceNs"/>, for judging whether rounds agree while the run goes
    /// on; a disturbed round's median as measured (its canary says the machine was off, not by how much the cell was), as
    /// is that of a round without a canary, or every round when there is no reference yet.
    /// </summary>
    public static double? ComparableMedian(RoundRecord round, double? referenceNs)
    {
        ArgumentNullException.ThrowIfNull(round);
        var median = round.MeasuredMedianNs ?? round.MedianNs;
        return median is { } m && !round.Disturbed && referenceNs is > 0 and var reference && CanaryNs(round) is { } canary
            ? m * reference / canary
            : median;
    }

    /// <summary>
    /// The cell's rounds scaled to <paramref name="referenceNs"/>: each undisturbed round with a canary gets its iterations
    /// and median multiplied by reference / canary, and keeps its measured median and that factor. Rounds already scaled,
    /// disturbed rounds (shown as measured, and marked) and rounds without a canary are left as they are.
    /// </summary>
    public static CellRecord Apply(CellRecord cell, double referenceNs)
    {
        ArgumentNullException.ThrowIfNull(cell);
        if (cell.Rounds is not { Count: > 0 } rounds || referenceNs <= 0)
        {
            return cell;
        }

        return cell with { Rounds = [.. rounds.Select(r => Scaled(r, referenceNs))] };
    }

    private static RoundRecord Scaled(RoundRecord round, double referenceNs)
    {
        if (round.SpeedFactor is not null || round.Disturbed || CanaryNs(round) is not { } canary)
        {
            return round;
        }

        var factor = referenceNs / canary;
        return round with
        {
            MeasuredMedianNs = round.MedianNs,
            MedianNs = round.MedianNs * factor,
            IterationNs = [.. round.IterationNs.Select(ns => ns * factor)],
            SpeedFactor = factor,
        };
    }
}
