using SerBench.RunFiles;

namespace SerBench.Engine.Interference;

/// <summary>
/// Finds measuring processes that ran slow as a whole: every cell of one serializer's process in one round
/// slower than the same cells in that serializer's other rounds. The canary cannot see this (it runs in the same
/// process at full speed); it comes from the process's own state, its compiled code or memory layout, so the
/// lab measures such a process again instead of pooling it with the others.
/// </summary>
public static class SlowProcessCheck
{
    /// <summary>
    /// The processes among <paramref name="cells"/> (each a serializer and its rounds' records, index = round − 1) whose
    /// cells' medians are, as the median over at least <paramref name="minCells"/> cells, more than
    /// <paramref name="maxSlowdown"/> slower than the same cells' medians in the other rounds.
    /// </summary>
    public static IReadOnlyList<SlowProcessRecord> Find(IReadOnlyList<(string Serializer, IReadOnlyList<CellRecord?> Rounds)> cells, double maxSlowdown, int minCells)
    {
        ArgumentNullException.ThrowIfNull(cells);
        var slow = new List<SlowProcessRecord>();
        foreach (var serializer in cells.GroupBy(c => c.Serializer, StringComparer.Ordinal))
        {
            var rounds = serializer.Max(c => c.Rounds.Count);
            for (var slot = 0; slot < rounds; slot++)
            {
                var ratios = serializer.Select(c => Ratio(c.Rounds, slot)).OfType<double>().Order().ToList();
                if (ratios.Count >= minCells && Median(ratios) - 1 > maxSlowdown)
                {
                    slow.Add(new SlowProcessRecord(serializer.Key, slot + 1, Median(ratios), ratios.Count));
                }
            }
        }

        return slow;
    }

    /// <summary>The cell's median in <paramref name="slot"/> over the median of its other rounds' medians, or null.</summary>
    private static double? Ratio(IReadOnlyList<CellRecord?> rounds, int slot)
    {
        if (slot >= rounds.Count || MedianOf(rounds[slot]) is not { } mine)
        {
            return null;
        }

        var others = rounds.Where((_, i) => i != slot).Select(MedianOf).OfType<double>().Order().ToList();
        return others.Count == 0 ? null : mine / Median(others);
    }

    private static double? MedianOf(CellRecord? record) =>
        record is { Status: CellStatus.Ok, Rounds: [{ MedianNs: > 0 and var median }, ..] } ? median : null;

    private static double Median(List<double> sorted) =>
        sorted.Count % 2 == 1 ? sorted[sorted.Count / 2] : (sorted[(sorted.Count / 2) - 1] + sorted[sorted.Count / 2]) / 2;
}
