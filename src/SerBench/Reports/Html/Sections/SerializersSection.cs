namespace SerBench.Reports.Html.Sections;

/// <summary>The labels of every serializer row the run measured: package, version, format, codegen, shape, traits.</summary>
internal sealed class SerializersSection : IHtmlReportSection
{
    public string Anchor => "serializers";

    public string Title => "Serializers";

    public bool AppliesTo(HtmlReportContext context) => Rows(context).Any();

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var table = new HtmlTable(
            new HtmlColumn("Id"), new HtmlColumn("Serializer"), new HtmlColumn("Package"), new HtmlColumn("Version"), new HtmlColumn("Format"),
            new HtmlColumn("Codegen"), new HtmlColumn("API shape"), new HtmlColumn("Fidelity"), new HtmlColumn("Traits"), new HtmlColumn("Notes"));
        foreach (var s in Rows(context))
        {
            var traits = string.Join(", ", s.Traits.Where(t => t.Value).Select(t => t.Name));
            table.Add(
                null, s.Id, s.DisplayName + (string.IsNullOrEmpty(s.Warning) ? string.Empty : " ⚠"), s.Package, s.Version ?? Labels.NotAvailable, s.Format,
                s.Codegen ?? Labels.Dash, s.ApiShape ?? Labels.Dash, s.Fidelity ?? "exact", traits.Length == 0 ? Labels.Dash : traits,
                new HtmlCell(s.Notes ?? s.Warning ?? string.Empty));
        }

        table.Write(html, "serializers");
    }

    private static IEnumerable<RunFiles.SerializerRecord> Rows(HtmlReportContext context)
    {
        var used = context.Run.Cells.Select(c => c.Serializer).ToHashSet(StringComparer.OrdinalIgnoreCase);
        return context.Run.Serializers.Where(s => s.Installed && used.Contains(s.Id));
    }
}
