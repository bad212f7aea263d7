using SerBench.Labs;
using SerBench.Reports.Html;

namespace SerBench.Reports;

/// <summary>Writes the files that sit beside run.json: the reports, then each lab's own files; each is rebuilt from the run file alone.</summary>
internal static class ReportFiles
{
    public const string MarkdownFileName = "report.md";
    public const string CsvFileName = "results.csv";
    public const string HtmlFileName = "report.html";

    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    /// <summary>The files <see cref="Write"/> puts beside run.json for this run, in the order the verbs list them.</summary>
    public static IReadOnlyList<string> Names(RunFile run) => [.. Files(run).Select(f => f.Name)];

    /// <summary>"run.json, report.md, …": what a verb's closing "Results:" lines name.</summary>
    public static string Listing(RunFile run) => string.Join(", ", [RunFileStore.FileName, .. Names(run)]);

    public static void Write(string directory, RunFile run)
    {
        Directory.CreateDirectory(directory);
        foreach (var file in Files(run))
        {
            File.WriteAllText(Path.Combine(directory, file.Name), file.Render(), Utf8);
        }
    }

    // One list for the names and the writing, so the two cannot disagree.
    private static IEnumerable<ReportFile> Files(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        if (RuntimeSections.Applies(run))
        {
            yield return new ReportFile(MarkdownFileName, () => RuntimeSections.Markdown(run));
            yield return new ReportFile(HtmlFileName, () => Runtimes.RuntimeIndexPage.Render(run));
            foreach (var page in RuntimeSections.HtmlFiles(run))
            {
                yield return page;
            }
        }
        else
        {
            yield return new ReportFile(MarkdownFileName, () => MarkdownReport.Render(run));
            yield return new ReportFile(HtmlFileName, () => HtmlReport.Render(run));
        }

        yield return new ReportFile(CsvFileName, () => CsvReport.Render(run));
        foreach (var file in LabRegistry.All.SelectMany(lab => lab.Files(run)))
        {
            yield return file;
        }
    }
}
