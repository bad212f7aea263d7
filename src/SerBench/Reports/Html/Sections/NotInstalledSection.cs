namespace SerBench.Reports.Html.Sections;

/// <summary>Every serializer users compare that this lab could not load, with the package it needs and how to add it.</summary>
internal sealed class NotInstalledSection : IHtmlReportSection
{
    public string Anchor => "not-installed";

    public string Title => "Not installed";

    public bool AppliesTo(HtmlReportContext context) => context.Run.Serializers.Any(s => !s.Installed);

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        html.Paragraph("These serializers are compared by users but were not part of this run; each can be added with a small adapter in your own project.");
        var table = new HtmlTable(new HtmlColumn("Id"), new HtmlColumn("Serializer"), new HtmlColumn("Package"), new HtmlColumn("Format"), new HtmlColumn("What it needs"));
        foreach (var s in context.Run.Serializers.Where(s => !s.Installed))
        {
            table.Add("missing", s.Id, s.DisplayName, s.Package, s.Format, s.Reason ?? "not installed");
        }

        table.Write(html, "not-installed-list");
    }
}
