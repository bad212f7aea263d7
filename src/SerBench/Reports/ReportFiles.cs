using System.Text;
using SerBench.Reports.Html;
using SerBench.RunFiles;

namespace SerBench.Reports;

/// <summary>Writes the files that sit beside run.json; each is rebuilt from the run file alone.</summary>
internal static class ReportFiles
{
    public const string MarkdownFileName = "report.md";
    public const string CsvFileName = "results.csv";
    public const string HtmlFileName = "report.html";

    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    /// <summary>The files <see cref="Write"/> puts beside run.json for this run, in the order the verbs list them.</summary>
    public static IReadOnlyList<string> Names(RunFile run)
    {
        ArgumentNullException.ThrowIfNull(run);
        var names = new List<string> { MarkdownFileName, HtmlFileName, CsvFileName };
        names.AddRange(LabCsv.Names(run));
        names.AddRange(Echo.EchoCsvReport.Names(run));
        names.AddRange(Labs.LabCsvFiles.Names(run));
        return names;
    }

    /// <summary>"run.json, report.md, …": what a verb's closing "Results:" lines name.</summary>
    public static string Listing(RunFile run) => string.Join(", ", [RunFileStore.FileName, .. Names(run)]);

    public static void Write(string directory, RunFile run)
    {
        Directory.CreateDirectory(directory);
        File.WriteAllText(Path.Combine(directory, MarkdownFileName), MarkdownReport.Render(run), Utf8);
        File.WriteAllText(Path.Combine(directory, CsvFileName), CsvReport.Render(run), Utf8);
        File.WriteAllText(Path.Combine(directory, HtmlFileName), HtmlReport.Render(run), Utf8);
        LabCsv.Write(directory, run, (path, text) => File.WriteAllText(path, text, Utf8));
        Echo.EchoCsvReport.WriteIfAny(directory, run);
        Labs.LabCsvFiles.Write(directory, run);
    }
}
