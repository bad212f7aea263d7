namespace SerBench.Labs.Micro;

/// <summary>What a cell still needs once its first rounds are in: a disturbed round measured again, or one more round where they disagree.</summary>
internal static class NextMeasurement
{
    /// <summary>
    /// The cell's next measurement: its disturbed round retried least (then the earliest), while that round has retries
    /// left under <paramref name="maxRetries"/>; otherwise the first empty slot when the rounds that count for its figures
    /// (the undisturbed ones, once there are <paramref name="minCleanRounds"/> of them; see <see cref="RoundPooling.Counted"/>)
    /// disagree (<see cref="RoundsAgreement.Disagree"/>); otherwise null.
    /// </summary>
    public static (int Slot, bool Retry)? Of(CellRounds cell, JudgeStage judge, int maxRetries, double agreement, int minCleanRounds)
    {
        if (RetrySlot(cell, judge, maxRetries) is { } retry)
        {
            return (retry, true);
        }

        var judged = cell.Measured.Select(r => judge.Of(r).On(r.Reported)).ToList();
        var counted = RoundPooling.Counted([.. judged.SelectMany(r => r.Rounds ?? [])], minCleanRounds);
        var leftOut = counted.Where(r => r.LeftOut).Select(r => r.Round).ToHashSet();
        var rounds = judged.Where(r => !(r.Rounds ?? []).Any(x => leftOut.Contains(x.Round))).ToList();
        return RoundsAgreement.Disagree(rounds, agreement, judge.Baseline) && cell.FirstEmptySlot() is { } next ? (next, false) : null;
    }

    /// <summary>The disturbed round of the cell to measure again (the one retried least, then the earliest), or null.</summary>
    private static int? RetrySlot(CellRounds cell, JudgeStage judge, int maxRetries)
    {
        int? best = null;
        var fewest = int.MaxValue;
        foreach (var round in cell.Measured)
        {
            if (round.IsOk && round.Attempts <= maxRetries && round.Attempts < fewest && judge.Disturbed(round))
            {
                best = round.Slot;
                fewest = round.Attempts;
            }
        }

        return best;
    }
}
