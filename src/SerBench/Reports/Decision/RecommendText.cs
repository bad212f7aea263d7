using SerBench.Reports.Summary;

namespace SerBench.Reports.Decision;

/// <summary>`serbench recommend`'s answer: the query as understood, the ranking with its figures, the reasons, the exclusions.</summary>
internal static class RecommendText
{
    public static void Write(TextWriter output, Recommendation answer)
    {
        var query = answer.Query;
        output.WriteLine($"Require: {(query.Require.Count == 0 ? "nothing" : string.Join(", ", query.Require))}");
        output.WriteLine($"Payloads ({answer.Payloads.Count}): {string.Join(", ", answer.Payloads.Select(p => Weighted(p, query.PayloadWeight(p), 1)))}");
        output.WriteLine($"Operations: {string.Join(", ", answer.Operations.Select(o => Weighted(o, query.OperationWeight(o), -1)))}");
        if (query.MaxAllocatedBytes is { } budget)
        {
            output.WriteLine($"Allocation budget: {Units.Bytes(budget)} per operation");
        }

        output.WriteLine("Score: weighted geometric mean of time × the fastest of each cell (1.00 = fastest everywhere); lower is better.");
        output.WriteLine();
        if (answer.Ranked.Count == 0)
        {
            output.WriteLine("No serializer of this run meets every constraint; see why below.");
        }
        else
        {
            var table = new TextTable(("#", true), ("serializer", false), ("score", true), ("fastest on", true), ("size × smallest", true), ("max allocated", true));
            var place = 0;
            foreach (var row in answer.Ranked)
            {
                place++;
                table.Add(
                    place.ToString(CultureInfo.InvariantCulture),
                    row.Row.Id,
                    SummaryText.Ratio(row.Score) + "×",
                    $"{row.BestOrTied} of {row.Cells}",
                    row.SizeOfSmallest is { } s ? SummaryText.Ratio(s) + "×" : Labels.Dash,
                    row.MaxAllocatedBytes is { } a ? Units.Bytes(a) : Labels.Dash);
            }

            table.Write(output, "  ");
            output.WriteLine();
            output.WriteLine("Why:");
            place = 0;
            foreach (var row in answer.Ranked)
            {
                output.WriteLine($"  {++place}. {row.Row.Id} ({row.Row.Name}): {string.Join("; ", row.Reasons)}");
            }
        }

        if (answer.Excluded.Count > 0)
        {
            output.WriteLine();
            output.WriteLine($"Excluded ({answer.Excluded.Count}):");
            foreach (var row in answer.Excluded)
            {
                output.WriteLine($"  {row.Row.Id}: {string.Join("; ", row.Reasons)}");
            }
        }
    }

    /// <summary>"name" when the weight is its default, else "name ×w".</summary>
    private static string Weighted(string name, double weight, double defaultWeight) =>
        weight == defaultWeight || (defaultWeight < 0 && weight == 1) ? name : $"{name} ×{weight.ToString("0.###", CultureInfo.InvariantCulture)}";
}
