namespace SerBench.Compare;

/// <summary>
/// Judges a counted cell by its instructions per call. Counts do not move with the machine's load, so the only noise is
/// how far a run's counting processes were apart (<see cref="CountsRecord.Spread"/>): a change within the larger of the
/// two runs' spreads and a floor of 0.5 % is unchanged; --threshold widens the band when it is the larger.
/// </summary>
internal static class CountsJudge
{
    /// <summary>The narrowest band: a process's own windows agree within this when its code has settled (<see cref="Labs.Micro.Counts.CountsCells.SettledSpread"/>).</summary>
    public const double MinimumBand = Labs.Micro.Counts.CountsCells.SettledSpread;

    /// <summary>An ok cell with instructions counted.</summary>
    public static bool Counted(CellRecord cell) => cell.Status == CellStatus.Ok && cell.Counts is { Instructions: > 0 };

    /// <summary>The band a change of instructions must leave to count, and what set it.</summary>
    public static (double Band, string Source) Band(CellRecord before, CellRecord after, double? thresholdPercent)
    {
        ArgumentNullException.ThrowIfNull(before);
        ArgumentNullException.ThrowIfNull(after);
        var candidates = new List<(double Band, string Source)>
        {
            (MinimumBand, "the 0.5 % floor"),
            (before.Counts?.Spread ?? 0, "the first run's spread between counting processes"),
            (after.Counts?.Spread ?? 0, "the second run's spread between counting processes"),
        };
        if (thresholdPercent is { } pct)
        {
            candidates.Add((pct / 100, "--threshold"));
        }

        // The first of equals wins, so a threshold equal to the floor is not named as what widened the band.
        return candidates.Aggregate((best, next) => next.Band > best.Band ? next : best);
    }

    public static (ChangeVerdict Verdict, string Why, double Band) Judge(CellRecord before, CellRecord after, double? thresholdPercent)
    {
        var (band, source) = Band(before, after, thresholdPercent);
        var a = before.Counts!.Instructions;
        var b = after.Counts!.Instructions;
        var change = (b - a) / a;
        var width = Percent(band);
        if (Math.Abs(change) <= band)
        {
            return (ChangeVerdict.Unchanged, $"instructions within the ±{width} band ({source})", band);
        }

        var direction = b > a ? ChangeVerdict.Slower : ChangeVerdict.Faster;
        return (direction, $"instructions beyond the ±{width} band ({source})" + Unsettled(before, after), band);
    }

    /// <summary>"0.5 %", "1.25 %".</summary>
    public static string Percent(double fraction) => (fraction * 100).ToString("0.0##", CultureInfo.InvariantCulture) + " %";

    /// <summary>For a change beyond the band: which run counted the cell before its code had settled, whose count may still have moved.</summary>
    private static string Unsettled(CellRecord before, CellRecord after)
    {
        var where = (before.Counts?.Settled ?? true, after.Counts?.Settled ?? true) switch
        {
            (false, false) => "both runs",
            (false, true) => "the first run",
            (true, false) => "the second run",
            _ => null,
        };
        return where is null ? string.Empty : $"; not settled in {where} (a process's windows disagreed: tiering had not finished), so count it again before reading this as a change";
    }
}
