namespace SerBench.Compare;

/// <summary>
/// The result of comparing two runs: what differs in their setup, and every common cell's verdict. <paramref name="SpeedNote"/>
/// says whether B's times were put at A's machine speed (<paramref name="Speed"/>) or compared as timed, and why.
/// </summary>
internal sealed record RunComparison(
    RunFile Before,
    string BeforeName,
    RunFile After,
    string AfterName,
    double? ThresholdPercent,
    SpeedAlignment? Speed,
    string SpeedNote,
    IReadOnlyList<SettingDifference> Differences,
    IReadOnlyList<CellChange> Changes,
    IReadOnlyList<CellKey> OnlyBefore,
    IReadOnlyList<CellKey> OnlyAfter)
{
    /// <summary>The measure the cells were judged by: time (the median) or counts (instructions per call).</summary>
    public string Measure { get; init; } = Measures.Time;

    public bool Counts => Measure == Measures.Counts;

    /// <summary>Which measure was judged, as every output says first.</summary>
    public string Judged => Counts
        ? "Judged by counts: instructions per call under callgrind, not time."
        : "Judged by time: the median per call on the machine.";

    /// <summary>The machine's warnings (never settled, speed drift, canaries of different work): they concern times, so a counts comparison has none.</summary>
    public IEnumerable<string> Warnings => Counts ? [] : MachineCheck.Warnings(Before, After);

    public IEnumerable<CellChange> With(ChangeVerdict verdict) => Changes.Where(c => c.Verdict == verdict);

    public string NoiseRule => Counts
        ? "each cell's band, the largest of both runs' spreads between counting processes and 0.5 %"
            + (ThresholdPercent is { } band ? string.Create(CultureInfo.InvariantCulture, $" and the ±{band:0.##} % of --threshold") : string.Empty)
            + "; a change of instructions within it is unchanged"
        : ThresholdPercent is { } pct
        ? string.Create(CultureInfo.InvariantCulture, $"a fixed threshold of ±{pct:0.##} % of the first run's median (--threshold)")
        : MachineCheck.CanaryDrift(Before, After) is { } drift && drift != 0
            ? string.Create(CultureInfo.InvariantCulture, $"both runs' 99.9 % confidence intervals (overlapping intervals, or a change within their summed half-widths and the {Math.Abs(drift) * 100:0.#} % by which the machine's speed changed by the canary, is noise)")
            : "both runs' 99.9 % confidence intervals (overlapping intervals, or a change within their summed half-widths, is noise)";

    public string Summary
    {
        get
        {
            var parts = new List<string>
            {
                $"{Count(ChangeVerdict.Slower)} slower{Disturbed(ChangeVerdict.Slower)}",
                $"{Count(ChangeVerdict.Faster)} faster{Disturbed(ChangeVerdict.Faster)}",
                $"{Count(ChangeVerdict.Unchanged)} unchanged",
            };
            AddIf(parts, ChangeVerdict.NotJudged, "not judged (no CI)");
            AddIf(parts, ChangeVerdict.NowFailing, "now failing");
            AddIf(parts, ChangeVerdict.NowPassing, "now passing");
            var alloc = Changes.Count(c => c.AllocationsChanged);
            var size = Changes.Count(c => c.SizeChanged);
            var only = OnlyBefore.Count + OnlyAfter.Count > 0 ? $"; {OnlyBefore.Count} cells only in the first run, {OnlyAfter.Count} only in the second" : string.Empty;
            return $"{Changes.Count} cells compared: {string.Join(", ", parts)}; allocations changed in {alloc}, size in {size}{only}.";
        }
    }

    private int Count(ChangeVerdict verdict) => Changes.Count(c => c.Verdict == verdict);

    /// <summary>" (N disturbed)" for the cells of a verdict that either run left disturbed; empty when none.</summary>
    private string Disturbed(ChangeVerdict verdict) =>
        Changes.Count(c => c.Verdict == verdict && (c.Before.Disturbed || c.After.Disturbed)) is > 0 and var n ? $" ({n} disturbed)" : string.Empty;

    private void AddIf(List<string> parts, ChangeVerdict verdict, string label)
    {
        var count = Count(verdict);
        if (count > 0)
        {
            parts.Add($"{count} {label}");
        }
    }
}
