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
