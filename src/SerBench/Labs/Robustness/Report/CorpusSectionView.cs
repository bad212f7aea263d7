using SerBench.Reports.Html;

namespace SerBench.Labs.Robustness;

/// <summary>A corpus run (`serbench robustness --corpus DIR`): per serializer, verdicts per y_ / n_ / i_ class, and the files against their class.</summary>
internal sealed class CorpusSectionView : IHtmlReportSection
{
    public string Anchor => "corpus";

    public string Title => "Robustness: your corpus";

    public bool AppliesTo(HtmlReportContext context) => context.Run.Corpus is not null;

    public void Write(HtmlBuilder html, HtmlReportContext context)
    {
        var corpus = context.Run.Corpus!;
        html.Paragraph($"{Units.Count(corpus.Files)} files from {corpus.Directory}, read as {corpus.Target}, each in an isolated worker ({Units.Count(corpus.TimeoutMs)} ms, {Units.Count(corpus.MemoryMb)} MiB heap). y_ files must be accepted, n_ rejected, i_ either (JSONTestSuite's convention); an n_ file accepted or a y_ file rejected is a finding about the library.");
        foreach (var refused in corpus.Refused)
        {
            html.Paragraph($"Refused {refused.File} ({Units.Bytes(refused.Bytes)}): {refused.Reason}", "banner");
        }

        var table = new HtmlTable(
            new HtmlColumn("Serializer"), new HtmlColumn("Read as"), new HtmlColumn("Fed", true), new HtmlColumn("Accepted", true), new HtmlColumn("Rejected", true),
            new HtmlColumn("y_ accepted", true), new HtmlColumn("n_ rejected", true), new HtmlColumn("i_ accepted", true), new HtmlColumn("Hang / crash / OOM"), new HtmlColumn("Note"));
        foreach (var row in corpus.Rows)
        {
            table.Add(
                row.Status == "ok" ? null : "not-run",
                row.Serializer, row.ReadAs ?? Labels.Dash, new HtmlCell(Units.Count(row.Fed), row.Fed), new HtmlCell(Units.Count(row.Accepted), row.Accepted),
                new HtmlCell(Units.Count(row.Rejected), row.Rejected), Share(row.MustAccept, c => c.Accepted), Share(row.MustReject, c => c.Rejected),
                Share(row.EitherWay, c => c.Accepted), $"{row.Hang} / {row.Crash} / {row.OutOfMemory}", row.Reason ?? string.Empty);
        }

        table.Write(html, "corpus");
        foreach (var row in corpus.Rows.Where(r => r.AcceptedButMustReject.Count + r.RejectedButMustAccept.Count > 0))
        {
            html.Open("details", ("class", "failure")).Element("summary", $"{row.Serializer}: {row.AcceptedButMustReject.Count} n_ accepted, {row.RejectedButMustAccept.Count} y_ rejected").Open("ul");
            foreach (var file in row.AcceptedButMustReject.Select(f => "accepts " + f).Concat(row.RejectedButMustAccept.Select(f => "rejects " + f)))
            {
                html.Element("li", file);
            }

            html.Close("ul").Close("details").Line();
        }
    }

    private static HtmlCell Share(CorpusClassCounts? counts, Func<CorpusClassCounts, int> pick) =>
        counts is null ? new HtmlCell(Labels.Dash) : new HtmlCell($"{pick(counts)} of {counts.Total}", counts.Total == 0 ? null : (double)pick(counts) / counts.Total);
}
