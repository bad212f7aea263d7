using SerBench.Reports.Html;

namespace SerBench.Compare;

/// <summary>
/// compare.html's first picture: serializers × payloads for one operation at a time, each cell coloured by its
/// verdict and how far its median moved — unchanged cells (within the noise threshold) stay neutral whatever
/// the number says, so only changes beyond the noise carry colour.
/// </summary>
internal static class CompareSummaryHtml
{
    public const string Css =
        ".heat.c-same { background: var(--na); } .heat.c-nj { background: transparent; color: var(--muted); }\n"
        + ".heat.c-f1 { background: var(--h1); } .heat.c-f2 { background: var(--h0); } .heat.c-f3 { background: #6fd38a; }\n"
        + ".heat.c-s1 { background: var(--h4); } .heat.c-s2 { background: var(--h6); } .heat.c-s3 { background: var(--h7); }\n"
        + ".heat.c-fail { color: var(--bad); font-weight: 700; } .heat.c-pass { color: var(--good); font-weight: 700; }\n"
        + "@media (prefers-color-scheme: dark) { .heat.c-f3 { background: #237a3e; } }\n";

    public static void Write(HtmlBuilder html, RunComparison comparison)
    {
        var operations = comparison.Changes.Select(c => c.Key.Operation).Distinct().OrderBy(o => RunFiles.Operations.All.ToList().IndexOf(o) is var i and >= 0 ? i : int.MaxValue).ToList();
        if (operations.Count == 0)
        {
            return;
        }

        var payloads = comparison.Changes.Select(c => c.Key.PayloadLabel).Distinct().ToList();
        var serializers = comparison.Changes.Select(c => c.Key.Serializer).Distinct().Order(StringComparer.Ordinal).ToList();
        html.Heading(2, "Summary picture");
        var figure = comparison.Counts ? "instructions per call" : "median";
        html.Paragraph($"Every common cell, coloured by how its {figure} moved from the first run to the second. Noise threshold: {comparison.NoiseRule}; a cell within it is unchanged (grey) whatever its number. Green = faster, red = slower, deeper = a larger change.");
        html.Open("p", ("class", "op-switch no-print"), ("role", "radiogroup"), ("aria-label", "Operation"));
        for (var i = 0; i < operations.Count; i++)
        {
            html.Raw("<label>").Open("input", ("type", "radio"), ("name", "summary-op"), ("value", operations[i]), ("checked", i == 0 ? "checked" : null)).Text(" " + operations[i]).Raw("</label> ");
        }

        html.Close("p").Line();
        for (var i = 0; i < operations.Count; i++)
        {
            var operation = operations[i];
            html.Open("div", ("class", "table-wrap summary-grid"), ("data-op", operation), ("hidden", i == 0 ? null : "hidden"));
            html.Open("table", ("class", "heatmap"));
            html.Element("caption", $"{operation}: change of the {figure}, second run against first");
            html.Raw("<thead><tr><th scope=\"col\">Serializer</th>");
            payloads.ForEach(p => html.Element("th", p, ("scope", "col")));
            html.Raw("</tr></thead><tbody>").Line();
            foreach (var serializer in serializers)
            {
                html.Open("tr", ("data-id", serializer)).Element("th", serializer, ("scope", "row"));
                foreach (var payload in payloads)
                {
                    var change = comparison.Changes.FirstOrDefault(c => c.Key.Serializer == serializer && c.Key.Operation == operation && c.Key.PayloadLabel == payload);
                    Cell(html, change);
                }

                html.Close("tr").Line();
            }

            html.Raw("</tbody></table></div>").Line();
        }
    }

    private static void Cell(HtmlBuilder html, CellChange? change)
    {
        if (change is null)
        {
            html.Element("td", "–", ("class", "heat-notrun"), ("title", "not in both runs"));
            return;
        }

        var text = change.Change is { } t ? t.ToString("+0%;-0%;0%", CultureInfo.InvariantCulture) : change.Verdict.ToString();
        var css = change.Verdict switch
        {
            ChangeVerdict.Unchanged => "c-same",
            ChangeVerdict.Faster => "c-f" + Step(change.Change),
            ChangeVerdict.Slower => "c-s" + Step(change.Change),
            ChangeVerdict.NowFailing => "c-fail",
            ChangeVerdict.NowPassing => "c-pass",
            _ => "c-nj",
        };
        var label = change.Verdict switch
        {
            ChangeVerdict.NowFailing => "now failing",
            ChangeVerdict.NowPassing => "now passing",
            ChangeVerdict.NotJudged => text + " ?",
            _ => text,
        };
        html.Element("td", label, ("class", "heat " + css), ("data-verdict", change.Verdict.ToString().ToLowerInvariant()), ("title", $"{change.Key}: {change.Verdict} — {change.Why}"));
    }

    /// <summary>1 up to 10 %, 2 up to 50 %, 3 beyond.</summary>
    private static string Step(double? change) => Math.Abs(change ?? 0) switch
    {
        <= 0.10 => "1",
        <= 0.50 => "2",
        _ => "3",
    };
}
