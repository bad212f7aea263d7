using SerBench.Reports.Html;

namespace SerBench.Labs.Evolve;

/// <summary>
/// The version-tolerance lab in report.html: the serializer × change matrix (works / lost / throws, both
/// directions), declared against earned "version tolerant", and each throw and loss with its message.
/// </summary>
internal sealed class EvolveSectionView : IHtmlReportSection
{
    public string Anchor => "evolve";

    public string Title => "Version tolerance";

    public bool AppliesTo(HtmlReportContext context) => context.Run.Evolve is not null;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var section = context.Run.Evolve!;
        html.Paragraph("Each cell: old writer → new reader / new writer → old reader. ok = every value both versions can hold came through; LOST = accepted, but such a value came back different (data lost silently); throws = the reader refused; – = the row cannot take these types.");
        html.Raw("<ul>");
        foreach (var s in section.Scenarios)
        {
            html.Raw("<li>").Element("strong", s.Change).Text($" ({s.Id}{(s.CountsForTolerance ? ", counts for the trait" : string.Empty)}): {s.Description}").Raw("</li>").Line();
        }

        html.Raw("</ul>").Line();
        WriteMatrix(html, section);
        WriteTraits(html, section);
        WriteDetails(html, section);
    }

    private static void WriteMatrix(HtmlBuilder html, EvolveSection section)
    {
        var table = new HtmlTable([new HtmlColumn("Serializer"), .. section.Scenarios.Select(s => new HtmlColumn(s.Change, Help: s.Description))]);
        foreach (var serializer in EvolveMatrix.Serializers(section))
        {
            table.Add(null, [serializer, .. section.Scenarios.Select(s => Cell(section, serializer, s.Id))]);
        }

        table.Write(html, "evolve");
    }

    private static HtmlCell Cell(EvolveSection section, string serializer, string scenario)
    {
        var text = EvolveMatrix.Cell(section, serializer, scenario);
        var outcomes = section.Cells.Where(c => c.Serializer == serializer && c.Scenario == scenario).ToList();
        var css = outcomes.Any(c => c.Outcome == "data-lost") ? "mark-fail"
            : outcomes.Any(c => c.Outcome == "throws") ? "mark-warn"
            : outcomes.Count > 0 && outcomes.All(c => c.Outcome == "works") ? "best" : null;
        var details = string.Join("\n", outcomes.Where(c => c.Detail is not null).Select(c => $"{c.Direction}: {c.Detail}"));
        return new HtmlCell(text, CssClass: css, Title: details.Length == 0 ? null : details);
    }

    private static void WriteTraits(HtmlBuilder html, EvolveSection section)
    {
        if (section.Traits.Count == 0)
        {
            return;
        }

        html.Heading(3, "Version tolerant: declared and earned");
        html.Paragraph("A row earns \"version tolerant\" when fields added, removed and reordered all work in both directions.", "muted");
        var table = new HtmlTable(new HtmlColumn("Serializer"), new HtmlColumn("Declared"), new HtmlColumn("Earned"), new HtmlColumn("Agrees"), new HtmlColumn("Basis"), new HtmlColumn("Declared because"));
        foreach (var t in section.Traits)
        {
            table.Add(
                t.Agrees ? null : "failed",
                t.Serializer, YesNo(t.Declared), t.Earned is { } e ? YesNo(e) : "not measured",
                new HtmlCell(t.Agrees ? "yes" : "no", CssClass: t.Agrees ? null : "mark-fail"), t.Basis, t.DeclaredReason);
        }

        table.Write(html, "evolve");
    }

    private static void WriteDetails(HtmlBuilder html, EvolveSection section)
    {
        var cells = section.Cells.Where(c => c.Detail is not null && c.Outcome is "throws" or "data-lost").ToList();
        if (cells.Count == 0)
        {
            return;
        }

        html.Open("details", ("class", "failure")).Open("summary").Text($"{cells.Count} throws and losses, with their messages").Close("summary");
        var table = new HtmlTable(new HtmlColumn("Serializer"), new HtmlColumn("Scenario"), new HtmlColumn("Direction"), new HtmlColumn("Outcome"), new HtmlColumn("Detail"));
        foreach (var c in cells)
        {
            table.Add(null, c.Serializer, c.Scenario, c.Direction, new HtmlCell(c.Outcome, CssClass: c.Outcome == "data-lost" ? "mark-fail" : null), c.Detail!);
        }

        table.Write(html, "evolve");
        html.Close("details").Line();
    }

    private static string YesNo(bool value) => value ? "yes" : "no";
}
