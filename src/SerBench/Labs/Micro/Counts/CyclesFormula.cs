namespace SerBench.Labs.Micro.Counts;

/// <summary>
/// The estimated cycles of a count: every instruction one cycle, a first-level miss that the last level serves 5 more,
/// a last-level miss 35 more (iai-callgrind's weights for its "estimated cycles"); branch mispredictions are counted
/// and shown but not weighted.
/// </summary>
internal static class CyclesFormula
{
    public const double L1MissCycles = 5;

    public const double LastLevelMissCycles = 35;

    public const string Text = "estimated cycles = instructions + 5 × L1 misses + 35 × last-level misses (iai-callgrind's weights)";

    public static double Of(double instructions, double l1Misses, double lastLevelMisses) =>
        instructions + (L1MissCycles * l1Misses) + (LastLevelMissCycles * lastLevelMisses);
}
