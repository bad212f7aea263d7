using SerBench.Reports.Summary;

namespace SerBench.Reports.Readme;

/// <summary>
/// The page behind the README's headline (docs/results.md): the summary grid of every operation, then one table per
/// payload with every median, its % of best and the serialized size, generated from the same run as the README.
/// </summary>
internal static class ReadmeTables
{
    public static readonly MarkedBlock Marks = new("serbench:results-tables");

    /// <summary>
    /// The markdown between the markers. <paramref name="command"/> is the run folder as typed from the README's folder;
    /// <paramref name="runLink"/> and <paramref name="chartLink"/> are relative to the page.
    /// </summary>
    public static string Block(RunFile run, string command, string runLink, string chartLink)
    {
        var view = new RunView(run);
        var md = new StringBuilder();
        md.Append(Marks.Begin).Append('\n');
        ReadmeResults.AppendGenerated(md, command);
        md.Append("The ");
        ReadmeResults.AppendEnvironment(md, run);
        ReadmeResults.AppendReports(md, runLink);
        md.Append('\n');
        ReadmeResults.AppendNotComparable(md, view);
        if (ReadmeChart.Pick(view) is { } picked)
        {
            md.Append(CultureInfo.InvariantCulture, $"![{picked.Payload.Id} · {picked.Operation.Operation}: median time against serialized size]({chartLink})\n\n");
        }

        var summary = RunSummary.Build(view);
        if (summary.Grids.Any(g => g.Rows.Count > 0))
        {
            md.Append("## Summary by operation\n\n").Append(ReadmeGrid.Legend(summary)).Append('\n');
            foreach (var grid in summary.Grids.Where(g => g.Rows.Count > 0))
            {
                md.Append(CultureInfo.InvariantCulture, $"### {grid.Operation}\n\n");
                ReadmeGrid.Write(md, summary, grid);
                md.Append('\n');
            }
        }

        md.Append("## Per payload\n\n");
        if (view.Ranking.ByCounts)
        {
            md.Append("Estimated cycles per operation (counts under callgrind, not time) with % of the fewest, and serialized size;\n");
            md.Append("**bold** is the best of the column, and every cell tied with it (`≈`: the counting processes' figures overlap).\n\n");
        }
        else
        {
            md.Append("Median time per operation (`~` = noisy, its confidence interval is wide; `!` = disturbed) with % of the fastest,\n");
            md.Append("and serialized size; **bold** is the best of the column, and every cell tied with it (`≈`: the intervals overlap,\n");
            md.Append("so the measurement cannot rank them).\n\n");
        }

        foreach (var section in view.Payloads)
        {
            WritePayload(md, view, section);
        }

        md.Append(Marks.End).Append('\n');
        return md.ToString();
    }

    private static void WritePayload(StringBuilder md, RunView view, PayloadSection section)
    {
        var operations = section.Operations.Where(o => o.Rows.Any(r => r.Cell.Status == CellStatus.Ok)).ToList();
        if (operations.Count == 0)
        {
            return;
        }

        md.Append("### ").Append(Labels.PayloadTitle(section)).Append("\n\n");
        var columns = new List<(string, bool)> { ("Serializer", false) };
        columns.AddRange(operations.Select(o => (o.Operation, true)));
        columns.Add(("Size", true));
        var table = new MarkdownTable([.. columns]);
        var first = operations[0];
        var serializers = operations.SelectMany(o => o.Rows).Select(r => r.Cell.Serializer).Distinct(StringComparer.OrdinalIgnoreCase)
            .OrderBy(id => Ranked(view, first.Rows.FirstOrDefault(r => r.Cell.Serializer == id && r.Cell.Status == CellStatus.Ok)) ?? double.MaxValue)
            .ThenBy(id => id, StringComparer.Ordinal)
            .ToList();
        foreach (var id in serializers)
        {
            var row = new List<string> { $"{view.DisplayName(id)} (`{id}`)" };
            OperationRow? any = null;
            foreach (var operation in operations)
            {
                var r = operation.Rows.FirstOrDefault(x => x.Cell.Serializer == id);
                any ??= r?.Cell.Status == CellStatus.Ok ? r : null;
                row.Add(r is null ? Labels.Dash : r.Cell.Status != CellStatus.Ok ? Labels.Median(r.Cell) : Figure(view, r));
            }

            row.Add(any is null ? Labels.Dash : Bold(any.OfSmallest is 1, Labels.Bytes(any.SizeBytes)));
            table.Add([.. row]);
        }

        table.Write(md);
        md.Append('\n');
    }

    /// <summary>The ranked figure: "1.23 µs (100 %)", or "12,345 (100 %)" estimated cycles when the run ranks by counts.</summary>
    private static string Figure(RunView view, OperationRow row) => view.Ranking.ByCounts
        ? Bold(row.CyclesBestOrTied, $"{(row.Cell.Counts is { } c ? CountsLabels.Count(c.EstimatedCycles) : Labels.Dash)} ({CountsLabels.OfFewest(row)})")
        : Bold(row.BestOrTied, $"{Labels.Median(row.Cell)} ({Labels.OfBest(row)})");

    private static double? Ranked(RunView view, OperationRow? row) => view.Ranking.ByCounts ? row?.Cell.Counts?.EstimatedCycles : row?.Cell.MedianNs;

    private static string Bold(bool bold, string text) => bold ? $"**{text}**" : text;
}
