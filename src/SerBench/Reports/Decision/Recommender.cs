namespace SerBench.Reports.Decision;

/// <summary>
/// Ranks a run's rows for a user's constraints. A row is kept only if it meets every constraint and has an ok
/// figure for every chosen payload × weighted operation (a recommendation must cover the user's data) within
/// the allocation budget. Kept rows are ranked by the weighted geometric mean of their time relative to each
/// cell's fastest (1.00 = fastest everywhere), or of their estimated cycles relative to each cell's fewest when the run
/// ranks by counts (<see cref="Ranking"/>); report.js ranks the same way, step for step.
/// </summary>
internal static class Recommender
{
    public static Recommendation Recommend(DecisionData data, RecommendQuery query)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(query);
        var payloads = (query.Payloads ?? data.Payloads).Where(p => query.PayloadWeight(p) > 0).ToList();
        var operations = data.Operations.Where(o => query.OperationWeight(o) > 0).ToList();
        var constraints = query.Require.Select(id => Constraint.Find(id) ?? throw new ArgumentException($"Unknown constraint '{id}'.", nameof(query))).ToList();
        var ranked = new List<RankedRow>();
        var excluded = new List<ExcludedRow>();
        foreach (var row in data.Rows)
        {
            var reasons = constraints.Select(c => c.Fails(row)).OfType<string>().ToList();
            var cells = new List<(DecisionCell Cell, double Weight)>();
            var notTaken = new List<DecisionCell>();
            foreach (var payload in payloads)
            {
                var missing = new List<string>();
                foreach (var operation in operations)
                {
                    var cell = row.Cell(payload, operation);
                    if (cell is not { Status: DecisionData.StatusOk, OfBest: > 0 })
                    {
                        missing.Add(operation);
                        continue;
                    }

                    cells.Add((cell, query.OperationWeight(operation) * query.PayloadWeight(payload)));
                }

                if (missing.Count > 0 && row.Cells.FirstOrDefault(c => c.Payload == payload && missing.Contains(c.Operation)) is { Status: DecisionData.StatusNotRun } declined)
                {
                    notTaken.Add(declined);
                }
                else if (missing.Count > 0)
                {
                    reasons.Add(Missing(row, payload, missing));
                }
            }

            if (notTaken.Count > 0)
            {
                reasons.Add(NotTaken(notTaken));
            }

            if (query.MaxAllocatedBytes is { } budget && cells.Select(c => c.Cell).Where(c => c.AllocatedBytes > budget).MaxBy(c => c.AllocatedBytes) is { } over)
            {
                reasons.Add($"allocates up to {Units.Bytes(over.AllocatedBytes!.Value)} per operation ({over.Payload} {over.Operation}), above the budget of {Units.Bytes(budget)}");
            }

            var totalWeight = cells.Sum(c => c.Weight);
            if (reasons.Count > 0 || cells.Count == 0 || totalWeight <= 0)
            {
                excluded.Add(new ExcludedRow(row, reasons.Count > 0 ? reasons : ["no figure carries any weight for the chosen payloads and operations"]));
                continue;
            }

            var score = Math.Exp(cells.Sum(c => c.Weight * Math.Log(c.Cell.OfBest!.Value)) / totalWeight);
            ranked.Add(Ranked(row, constraints, score, cells.Select(c => c.Cell).ToList(), data.Ranking));
        }

        var order = ranked.OrderBy(r => RoundedScore(r.Score)).ThenBy(r => r.Row.Id, StringComparer.Ordinal).ToList();
        return new Recommendation(query, payloads, operations, order, excluded) { Ranking = data.Ranking };
    }

    /// <summary>Scores equal to six decimals are a tie, broken by id: the page's arithmetic may differ in the last bit.</summary>
    public static double RoundedScore(double score) => Math.Round(score * 1e6) / 1e6;

    private static string Missing(DecisionRow row, string payload, List<string> operations)
    {
        var cell = row.Cells.FirstOrDefault(c => c.Payload == payload && operations.Contains(c.Operation));
        return cell?.Status == DecisionData.StatusFailed
            ? $"failed its round trip on {payload} ({string.Join(", ", operations)}): {cell.Reason}"
            : $"no figure for {payload} ({string.Join(", ", operations)}) in this run";
    }

    /// <summary>One reason for every payload the row declines: "does not take a, b (a: why)".</summary>
    private static string NotTaken(List<DecisionCell> declined) =>
        declined.Count == 1
            ? $"does not take {declined[0].Payload}: {declined[0].Reason}"
            : $"does not take {string.Join(", ", declined.Select(c => c.Payload))} ({declined[0].Payload}: {declined[0].Reason})";

    private static RankedRow Ranked(DecisionRow row, List<Constraint> constraints, double score, List<DecisionCell> cells, Ranking ranking)
    {
        var sizes = cells.Where(c => c.OfSmallest is > 0).GroupBy(c => c.Payload).Select(g => Math.Log(g.First().OfSmallest!.Value)).ToList();
        double? size = sizes.Count == 0 ? null : Math.Exp(sizes.Average());
        var allocated = cells.Max(c => c.AllocatedBytes);
        var best = cells.Count(c => c.BestOrTied);
        var reasons = new List<string>
        {
            string.Create(CultureInfo.InvariantCulture, $"{SummaryRatio(score)}× {Than(ranking)} on average over {cells.Count} cells; {ranking.Best} or tied on {best}"),
        };
        if (size is { } s)
        {
            reasons.Add($"size {SummaryRatio(s)}× the smallest on average");
        }

        if (allocated is { } a)
        {
            reasons.Add($"allocates at most {Units.Bytes(a)} per operation");
        }

        reasons.AddRange(constraints.Select(c => $"{c.Id}: {c.Meets(row)}"));
        return new RankedRow(row, score, cells.Count, best, size, allocated, reasons);
    }

    private static string SummaryRatio(double ratio) => Summary.SummaryText.Ratio(ratio);

    /// <summary>What a score is relative to: "the fastest", or "the fewest estimated cycles" (report.js says the same).</summary>
    public static string Than(Ranking ranking) => ranking.ByCounts ? "the fewest estimated cycles" : "the fastest";
}
