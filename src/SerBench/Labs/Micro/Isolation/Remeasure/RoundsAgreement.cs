using SerBench.Engine.Interference;

namespace SerBench.Labs.Micro;

/// <summary>Whether a cell's rounds agree well enough that one more round would not move its figure.</summary>
internal static class RoundsAgreement
{
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
}
