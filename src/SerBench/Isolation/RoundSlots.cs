using SerBench.Engine;
using SerBench.Engine.Interference;
using SerBench.RunFiles;

namespace SerBench.Isolation;

/// <summary>
/// A run's rounds as a grid (cell × round slot, null where a round is not measured yet), and what a cell still needs
/// from it once its first rounds are in: a disturbed round measured again, or one more round where they disagree.
/// </summary>
internal static class RoundSlots
{
    /// <summary>
    /// The cell's next measurement: its disturbed round retried least (then the earliest), while that round has retries
    /// left under <paramref name="maxRetries"/>; otherwise the first empty slot when the rounds that count for its figures
    /// (the undisturbed ones, once there are <paramref name="minCleanRounds"/> of them; see <see cref="RoundPooling.Counted"/>)
    /// <see cref="Disagree"/>; otherwise null.
    /// </summary>
    public static (int Slot, bool Retry)? Next(CellRecord?[,] results, int index, RunJudge judge, double? baseline, int maxRetries, double agreement, int minCleanRounds)
    {
        ArgumentNullException.ThrowIfNull(results);
        ArgumentNullException.ThrowIfNull(judge);
        if (RetrySlot(results, index, judge, baseline, maxRetries) is { } retry)
        {
            return (retry, true);
        }

        var judged = RoundsOf(results, index).Select(r => judge.JudgeRound(r, baseline)).ToList();
        var counted = RoundPooling.Counted([.. judged.SelectMany(r => r.Rounds ?? [])], minCleanRounds);
        var leftOut = counted.Where(r => r.LeftOut).Select(r => r.Round).ToHashSet();
        var rounds = judged.Where(r => !(r.Rounds ?? []).Any(x => leftOut.Contains(x.Round))).ToList();
        return Disagree(rounds, agreement, baseline) && FirstEmptySlot(results, index) is { } next ? (next, false) : null;
    }

    /// <summary>The rounds measured so far for the cell at <paramref name="index"/>, in slot order.</summary>
    public static List<CellRecord> RoundsOf(CellRecord?[,] results, int index)
    {
        ArgumentNullException.ThrowIfNull(results);
        return [.. Enumerable.Range(0, results.GetLength(1)).Select(s => results[index, s]).OfType<CellRecord>()];
    }

    /// <summary>
    /// True when every round is ok and no majority of them (more than half) has medians within
    /// <paramref name="agreement"/> of each other (largest over smallest, minus one), each median taken at the speed
    /// the canary read around it against <paramref name="referenceNs"/> (<see cref="SpeedCorrection.ComparableMedian"/>): two rounds must agree
    /// with each other, three need two that agree, four need three.
    /// </summary>
    public static bool Disagree(IReadOnlyList<CellRecord> rounds, double agreement, double? referenceNs = null)
    {
        if (rounds.Count < 2 || rounds.Any(r => r.Status != CellStatus.Ok))
        {
            return false;
        }

        var medians = rounds.SelectMany(r => r.Rounds ?? []).Select(r => SpeedCorrection.ComparableMedian(r, referenceNs)).OfType<double>().Order().ToList();
        if (medians.Count < 2 || medians[0] <= 0)
        {
            return false;
        }

        var majority = (medians.Count / 2) + 1;
        for (var first = 0; first + majority <= medians.Count; first++)
        {
            if ((medians[first + majority - 1] / medians[first]) - 1 <= agreement)
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>The disturbed round of the cell to measure again (the one retried least, then the earliest), or null.</summary>
    private static int? RetrySlot(CellRecord?[,] results, int index, RunJudge judge, double? baseline, int maxRetries)
    {
        int? best = null;
        var fewest = int.MaxValue;
        for (var slot = 0; slot < results.GetLength(1); slot++)
        {
            if (results[index, slot] is { Status: CellStatus.Ok } record
                && InPlaceRetry.Attempts(record) <= maxRetries
                && InPlaceRetry.Attempts(record) < fewest
                && judge.JudgeRound(record, baseline).Disturbed)
            {
                best = slot;
                fewest = InPlaceRetry.Attempts(record);
            }
        }

        return best;
    }

    private static int? FirstEmptySlot(CellRecord?[,] results, int index)
    {
        for (var slot = 0; slot < results.GetLength(1); slot++)
        {
            if (results[index, slot] is null)
            {
                return slot;
            }
        }

        return null;
    }
}
