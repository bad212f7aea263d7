namespace SerBench.Compare;

/// <summary>
/// One way a cell moved beyond the noise on one measure (the judged time or instructions, allocations, size, or its status):
/// worse or better, the figures before and after, the change and why it counts.
/// </summary>
internal sealed record GateFinding(CellChange Cell, string Measure, bool Worse, string Before, string After, string Change, string Why)
{
    public CellKey Key => Cell.Key;
}

/// <summary>The gate's verdict: every finding, and which of them fail it under <paramref name="FailOn"/>.</summary>
internal sealed record GateVerdict(FailOn FailOn, RunComparison Comparison, IReadOnlyList<GateFinding> Findings)
{
    public IEnumerable<GateFinding> Regressions => Findings.Where(f => f.Worse);

    public IEnumerable<GateFinding> Improvements => Findings.Where(f => !f.Worse);

    /// <summary>The findings that fail the gate: none when it is off, regressions with slower, every finding with changed.</summary>
    public IReadOnlyList<GateFinding> Failures => FailOn switch
    {
        FailOn.Slower => [.. Regressions],
        FailOn.Changed => Findings,
        _ => [],
    };

    public bool Failed => Failures.Count > 0;

    /// <summary>The cells that fail the gate, each with its failing findings, in the comparison's order.</summary>
    public IEnumerable<IGrouping<CellKey, GateFinding>> FailedCells => Failures.GroupBy(f => f.Key);

    public string Name => FailOnChoices.Name(FailOn);
}
