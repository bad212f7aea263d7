namespace SerBench.History.ChangePoints;

/// <summary>
/// Where a series moved: <see cref="Index"/> is the first point of the new level; <see cref="Before"/> and
/// <see cref="After"/> are the medians of the segments either side; <see cref="PValue"/> the permutation test's.
/// </summary>
internal sealed record ChangePoint(int Index, double Before, double After, double PValue)
{
    /// <summary>After over before, minus one (0.10 = 10 % more).</summary>
    public double Change => Before == 0 ? 0 : (After / Before) - 1;
}

/// <summary>
/// The detector's frozen settings. A split is kept when at most <see cref="Alpha"/> of the permuted series split as
/// well; each side of a change holds at least <see cref="MinSegment"/> points, so a change needs that many runs after it.
/// </summary>
internal sealed record ChangePointSettings
{
    public static ChangePointSettings Default { get; } = new();

    public double Alpha { get; init; } = 0.01;

    public int Permutations { get; init; } = 199;

    public int MinSegment { get; init; } = 3;

    public string Describe() =>
        $"E-divisive means (energy distance, α = 1), each split kept when a permutation test of {Permutations} shuffles gives p ≤ {Alpha.ToString(CultureInfo.InvariantCulture)}, " +
        $"at least {MinSegment} runs on each side of a change";
}
