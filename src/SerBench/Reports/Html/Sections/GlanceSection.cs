namespace SerBench.Reports.Html.Sections;

/// <summary>
/// "At a glance": per payload and operation, the fastest row and the smallest row, and what each pays on
/// the other axis — the decision most readers came for, before any chart. A run ranked by counts
/// (<see cref="Ranking"/>) reads "fewest estimated cycles" for "fastest", and says so.
/// </summary>
internal sealed class GlanceSection : IHtmlReportSection
{
    public string Anchor => "glance";

    public string Title => "At a glance";

    public bool AppliesTo(HtmlReportContext context) => Winners(context.View).Any();

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var counts = context.View.Ranking.ByCounts;
        html.Paragraph(counts
            ? $"For each payload and operation: the serializer of fewest estimated cycles and what its output size costs, and the smallest output and what its cycles cost ({context.View.Ranking.Phrase}; counts under callgrind, not time). Ratios are to the best of the same payload (1.00× = the best)."
            : "For each payload and operation: the fastest serializer and what its output size costs, and the smallest output and what its time costs. Ratios are to the best of the same payload (1.00× = the best).");
        var table = new HtmlTable(
            new HtmlColumn("Payload"), new HtmlColumn("Operation"),
            new HtmlColumn(counts ? "Fewest cycles" : "Fastest"), new HtmlColumn(counts ? "Est. cycles" : "Median", true), new HtmlColumn("Its size", true), new HtmlColumn("Its size × smallest", true),
            new HtmlColumn("Smallest"), new HtmlColumn("Size", true), new HtmlColumn(counts ? "Its cycles" : "Its median", true), new HtmlColumn(counts ? "Its cycles × fewest" : "Its time × fastest", true));
        foreach (var w in Winners(context.View))
        {
            table.Add(
                null,
                w.Payload, w.Operation,
                new HtmlCell(Fastest(w), CssClass: "best", Title: Tied(w).Count > 0 ? "intervals overlap: tied for best" : context.View.DisplayName(w.Fastest.Cell.Serializer)),
                Figure(w.Fastest, counts), Size(w.Fastest.SizeBytes), Ratio(w.Fastest.OfSmallest),
                new HtmlCell(w.Smallest.Cell.Serializer, CssClass: "best", Title: context.View.DisplayName(w.Smallest.Cell.Serializer)),
                Size(w.Smallest.SizeBytes), Figure(w.Smallest, counts), Ratio(w.Smallest.RankedOfBest(context.View.Ranking)));
        }

        table.Write(html, "glance");
    }

    /// <summary>"a ≈ b ≈ c (intervals overlap)" when rows are tied for best, else the fastest's id.</summary>
    private static string Fastest(Winner w) =>
        Tied(w).Count == 0
            ? w.Fastest.Cell.Serializer
            : string.Join(" ≈ ", new[] { w.Fastest.Cell.Serializer }.Concat(Tied(w))) + " (intervals overlap)";

    private static List<string> Tied(Winner w) => [.. w.Rows.Where(r => w.ByCounts ? r.CyclesTiedForBest : r.TiedForBest).Select(r => r.Cell.Serializer)];

    /// <summary>The fastest (or fewest-cycles, when the run ranks by counts) and the smallest ok row of every payload × operation that has both.</summary>
    public static IEnumerable<Winner> Winners(RunView view)
    {
        var counts = view.Ranking.ByCounts;
        double? Ranked(OperationRow r) => counts ? r.Cell.Counts?.EstimatedCycles : r.Cell.MedianNs;
        foreach (var section in view.Payloads)
        {
            foreach (var operation in section.Operations)
            {
                var ok = operation.Rows.Where(r => r.Cell.Status == CellStatus.Ok && Ranked(r) is > 0).ToList();
                var fastest = ok.OrderBy(Ranked).ThenBy(r => r.Cell.Serializer, StringComparer.Ordinal).FirstOrDefault();
                var smallest = ok.Where(r => r.SizeBytes is > 0).OrderBy(r => r.SizeBytes).ThenBy(Ranked).FirstOrDefault();
                if (fastest is not null && smallest is not null)
                {
                    yield return new Winner(PayloadLabel(section), operation.Operation, fastest, smallest) { Rows = ok, ByCounts = counts };
                }
            }
        }
    }

    public static string PayloadLabel(PayloadSection section) =>
        section.Record?.SizeUnit is { } unit ? $"{section.Id} ({Units.Count(section.Size)} {unit})" : section.Id;

    private static HtmlCell Figure(OperationRow row, bool counts) => counts
        ? new(row.Cell.Counts is { } c ? CountsLabels.Count(c.EstimatedCycles) : Labels.Dash, row.Cell.Counts?.EstimatedCycles)
        : new(Labels.Median(row.Cell), row.Cell.MedianNs);

    private static HtmlCell Size(long? bytes) => new(Labels.Bytes(bytes), bytes);

    private static HtmlCell Ratio(double? ratio) => new(Labels.Ratio(ratio, Units.Times), ratio);

    /// <summary>The two rows a reader picks between for one payload and operation.</summary>
    public sealed record Winner(string Payload, string Operation, OperationRow Fastest, OperationRow Smallest)
    {
        /// <summary>Every row of the payload and operation (to find those tied with the fastest).</summary>
        public IReadOnlyList<OperationRow> Rows { get; init; } = [];

        /// <summary>True when "fastest" means the fewest estimated cycles.</summary>
        public bool ByCounts { get; init; }
    }
}
