namespace SerBench.Reports.Html.Sections;

/// <summary>How a counted run counted: the tool, the code counted, the run's cycles formula, threads, caches and spread.</summary>
internal sealed class CountsSection : IHtmlReportSection
{
    public string Anchor => "counts";

    public string Title => "Counts";

    public bool AppliesTo(HtmlReportContext context) => context.Run.HasCounts && context.Run.Cells.Count > 0;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        html.Open("ul").Line();
        foreach (var line in CountsSummary.Lines(context.Run))
        {
            html.Element("li", line).Line();
        }

        html.Close("ul").Line();
    }
}
