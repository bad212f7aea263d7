using System.Text.Json;
using SerBench.Reports.Decision;
using SerBench.Reports.Summary;

namespace SerBench.Reports.Html.Sections;

/// <summary>
/// "Which serializer for me?": the user's constraints, payloads, weights and allocation budget as inputs; the
/// ranking with reasons and the excluded rows with why. The first answer (no constraints) is written here by
/// <see cref="Recommender"/>; report.js re-ranks on every change from the same figures, embedded as JSON, the way
/// `serbench recommend` does — and shows the command that gives the same answer.
/// </summary>
internal sealed class RecommendSection : IHtmlReportSection
{
    public const string DataId = "recommend-data";

    private static readonly JsonSerializerOptions Json = new(JsonSerializerDefaults.Web);

    public string Anchor => "recommend";

    public string Title => "Which serializer for me?";

    public bool AppliesTo(HtmlReportContext context) => DecisionData.From(context.View).Rows.Count > 0;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var data = DecisionData.From(context.View);
        var ranking = data.Ranking;
        html.Paragraph(ranking.ByCounts
            ? $"Tick what you need and choose the payloads and operations that matter to you. Rows must meet every ticked constraint and have a measured, round-tripped figure for every chosen payload and operation; they are {ranking.Phrase}; counts under callgrind, not time; by the weighted geometric mean of their estimated cycles relative to each cell's fewest (1.00× = fewest everywhere)."
            : "Tick what you need and choose the payloads and operations that matter to you. Rows must meet every ticked constraint and have a measured, round-tripped figure for every chosen payload and operation; they are ranked by the weighted geometric mean of their time relative to each cell's fastest (1.00× = fastest everywhere).");
        if (ranking.Pointer() is { } pointer)
        {
            html.Paragraph(pointer, "banner");
        }

        html.Open("form", ("class", "recommend no-print"), ("id", "recommend-form"), ("data-run", context.Run.StartedUtc.ToString("yyyyMMdd-HHmmss", CultureInfo.InvariantCulture)));
        html.Open("fieldset").Element("legend", "Must have");
        foreach (var constraint in Constraint.All)
        {
            html.Raw("<label>").Open("input", ("type", "checkbox"), ("data-require", constraint.Id)).Text(" " + constraint.Description + " ").Element("code", constraint.Id).Raw("</label>");
        }

        html.Close("fieldset").Line();
        html.Open("fieldset").Element("legend", "My payloads (weight)");
        foreach (var payload in data.Payloads)
        {
            html.Raw("<label class=\"weighted\">").Open("input", ("type", "checkbox"), ("data-payload", payload), ("checked", "checked")).Text(" " + payload + " ")
                .Open("input", ("type", "number"), ("min", "0"), ("step", "any"), ("value", "1"), ("data-weight", payload), ("aria-label", payload + " weight")).Raw("</label>");
        }

        html.Close("fieldset").Line();
        html.Open("fieldset").Element("legend", "Operations (weight)");
        foreach (var operation in data.Operations)
        {
            var weight = RecommendQuery.DefaultOperationWeights.GetValueOrDefault(operation, 0).ToString(CultureInfo.InvariantCulture);
            html.Raw("<label class=\"weighted\">").Text(operation + " ")
                .Open("input", ("type", "number"), ("min", "0"), ("step", "any"), ("value", weight), ("data-weight", operation), ("aria-label", operation + " weight")).Raw("</label>");
        }

        html.Close("fieldset").Line();
        html.Open("fieldset").Element("legend", "Allocation budget");
        html.Raw("<label>at most ").Open("input", ("type", "number"), ("min", "0"), ("step", "1"), ("id", "recommend-budget"), ("placeholder", "no limit")).Raw(" bytes per operation</label>");
        html.Close("fieldset").Line();
        html.Close("form").Line();

        html.Open("p", ("class", "muted")).Text("The same answer from the command line: ").Element("code", "serbench recommend DIR", ("id", "recommend-command")).Close("p").Line();
        var answer = Recommender.Recommend(data, new RecommendQuery());
        html.Open("div", ("id", "recommend-answer"), ("aria-live", "polite"));
        WriteAnswer(html, answer);
        html.Close("div").Line();
        html.Raw($"<script type=\"application/json\" id=\"{DataId}\">").Raw(JsonSerializer.Serialize(ToJson(data), Json)).Raw("</script>").Line();
    }

    private static void WriteAnswer(HtmlBuilder html, Recommendation answer)
    {
        html.Open("ol", ("id", "recommend-ranked"));
        foreach (var row in answer.Ranked)
        {
            html.Open("li", ("data-id", row.Row.Id), ("data-score", row.Score.ToString("R", CultureInfo.InvariantCulture)))
                .Element("b", $"{row.Row.Id} {SummaryText.Ratio(row.Score)}×").Text($" — {row.Row.Name}: {string.Join("; ", row.Reasons)}").Close("li");
        }

        html.Close("ol");
        if (answer.Ranked.Count == 0)
        {
            html.Paragraph("No serializer of this run meets every constraint; see why below.", "banner");
        }

        html.Open("details", ("id", "recommend-excluded"), ("open", answer.Ranked.Count == 0 ? "open" : null))
            .Element("summary", $"Excluded ({answer.Excluded.Count.ToString(CultureInfo.InvariantCulture)})").Open("ul");
        foreach (var row in answer.Excluded)
        {
            html.Open("li", ("data-id", row.Row.Id)).Element("b", row.Row.Id).Text(": " + string.Join("; ", row.Reasons)).Close("li");
        }

        html.Close("ul").Close("details");
    }

    /// <summary>Short names keep the embedded figures small; report.js reads exactly these.</summary>
    private static object ToJson(DecisionData data) => new
    {
        payloads = data.Payloads,
        operations = data.Operations,
        defaultWeights = RecommendQuery.DefaultOperationWeights,
        than = Recommender.Than(data.Ranking),
        best = data.Ranking.Best,
        rows = data.Rows.Select(r => new
        {
            id = r.Id,
            name = r.Name,
            fails = r.Fails,
            meets = r.Meets,
            cells = r.Cells.Select(c => new { p = c.Payload, o = c.Operation, s = c.Status, r = c.OfBest, b = c.BestOrTied, z = c.OfSmallest, a = c.AllocatedBytes, why = c.Reason }),
        }),
    };
}
