namespace SerBench.Reports;

/// <summary>
/// What the summary grid and `serbench recommend` rank a run by, decided once per run: median time when the run has
/// time figures that can be compared, estimated cycles when it has counts and no such time figures (a counts run, or a
/// both run whose machine never settled). Every view that ranks says which (fairness rule 12).
/// </summary>
internal sealed record Ranking
{
    private const string FormulaPrefix = "estimated cycles = ";

    private Ranking(bool byCounts, string? timeNotComparable, string formula)
    {
        ByCounts = byCounts;
        TimeNotComparable = timeNotComparable;
        Formula = formula;
    }

    /// <summary>True when the ranking reads estimated cycles instead of time.</summary>
    public bool ByCounts { get; }

    /// <summary>Why the run's time figures cannot be compared (the reports' opening banner), or null when they can or there are none.</summary>
    public string? TimeNotComparable { get; }

    /// <summary>The run's cycles formula as countsSettings records it, without its leading "estimated cycles = ".</summary>
    public string Formula { get; }

    /// <summary>"ranked by estimated cycles: instructions + 5 × L1 misses + …" or "ranked by median time".</summary>
    public string Phrase => ByCounts ? "ranked by estimated cycles: " + Formula : "ranked by median time";

    /// <summary>The figure ranked, as a ratio's noun: "time" or "estimated cycles".</summary>
    public string Figure => ByCounts ? "estimated cycles" : "time";

    /// <summary>The best of a payload: "fastest" or "fewest".</summary>
    public string Best => ByCounts ? "fewest" : "fastest";

    public static Ranking Of(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var notComparable = run.HasTime ? MeasurementSummary.Banner(run) : null;
        var byCounts = run.HasCounts && (!run.HasTime || notComparable is not null);
        return new Ranking(byCounts, notComparable, FormulaOf(run));
    }

    /// <summary>
    /// The first screen's word on time figures that cannot be compared: where the ranking comes from instead, or how to
    /// get counts; null when the time figures can be compared.
    /// </summary>
    public string? Pointer() => TimeNotComparable is not { } reason
        ? null
        : ByCounts
            ? $"TIME FIGURES NOT COMPARABLE ({Short(reason)}): the summary and the recommendation rank by this run's counts instead, which do not move with the machine's load; {Phrase}."
            : $"TIME FIGURES NOT COMPARABLE ({Short(reason)}): do not rank serializers by them. Counts do not move with the machine's load: `serbench run --measure counts` (docs/counts.md).";

    /// <summary>"machine never settled" from the banner "MACHINE NEVER SETTLED: …".</summary>
    private static string Short(string banner) =>
        banner.Split(':')[0].ToLowerInvariant().Replace(" (", ", ", StringComparison.Ordinal).Replace(")", string.Empty, StringComparison.Ordinal);

    private static string FormulaOf(RunFile run)
    {
        if (run.CountsSettings?.CyclesFormula is not { Length: > 0 } formula)
        {
            return "formula not recorded in run.json";
        }

        return formula.StartsWith(FormulaPrefix, StringComparison.OrdinalIgnoreCase) ? formula[FormulaPrefix.Length..] : formula;
    }
}
