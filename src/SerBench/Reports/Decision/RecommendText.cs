using SerBench.Reports.Summary;

namespace SerBench.Reports.Decision;

/// <summary>`serbench recommend`'s answer: the query as understood, the ranking with its figures, the reasons, the exclusions.</summary>
internal static class RecommendText
{
    /// <summary>
    /// The answer's first line when the run's time figures cannot be compared (the banner report.md opens with): what
    /// the ranking reads instead, or where counts come from; null when they can be compared.
    /// </summary>
    public static string? Warning(Recommendation answer)
    {
        ArgumentNullException.ThrowIfNull(answer);
        return answer.Ranking.Pointer();
    }

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

        output.WriteLine(answer.Ranking.ByCounts
            ? $"Score: weighted geometric mean of estimated cycles × the fewest of each cell (1.00 = fewest everywhere), {answer.Ranking.Phrase}; counts under callgrind, not time; lower is better."
            : "Score: weighted geometric mean of time × the fastest of each cell (1.00 = fastest everywhere); lower is better.");
        output.WriteLine();
        if (answer.Ranked.Count == 0)
        {
            output.WriteLine("No serializer of this run meets every constraint; see why below.");
        }
        else
        {
            var table = new TextTable(("#", true), ("serializer", false), ("score", true), (answer.Ranking.Best + " on", true), ("size × smallest", true), ("max allocated", true));
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
