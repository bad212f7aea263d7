namespace SerBench.Reports.Decision;

/// <summary>A row that meets every constraint, with the figures behind its place.</summary>
internal sealed record RankedRow(
    DecisionRow Row,
    double Score,
    int Cells,
    int BestOrTied,
    double? SizeOfSmallest,
    long? MaxAllocatedBytes,
    IReadOnlyList<string> Reasons);

/// <summary>A row left out, with every reason it was.</summary>
internal sealed record ExcludedRow(DecisionRow Row, IReadOnlyList<string> Reasons);

/// <summary>The ranking for one query: best first, then what was excluded and why, and what it ranks by.</summary>
internal sealed record Recommendation(
    RecommendQuery Query,
    IReadOnlyList<string> Payloads,
    IReadOnlyList<string> Operations,
    IReadOnlyList<RankedRow> Ranked,
    IReadOnlyList<ExcludedRow> Excluded)
{
    public required Ranking Ranking { get; init; }
}
