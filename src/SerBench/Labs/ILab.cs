using SerBench.Reports.Html;

namespace SerBench.Labs;

/// <summary>
/// One lab: the verbs it adds to <c>serbench</c> and its parts of every report, each read from the lab's own section of
/// run.json. Registered once in <see cref="LabRegistry.All"/>: the command tree, report.md, report.html and the files
/// beside run.json iterate that list, so a lab is its folder and one line there.
/// </summary>
internal interface ILab
{
    /// <summary>The verbs the lab adds to the command tree, its hidden worker verbs included.</summary>
    IEnumerable<Command> Verbs(LabServices services, IReadOnlyList<string> args);

    /// <summary>Writes the lab's sections of report.md when the run holds its results; nothing otherwise.</summary>
    void WriteMarkdown(StringBuilder md, RunFile run)
    {
    }

    /// <summary>The lab's sections of report.html; each declines a run without the lab's results.</summary>
    IReadOnlyList<IHtmlReportSection> HtmlSections => [];

    /// <summary>The files the lab writes beside run.json for this run (its CSV files), each rendered only when written.</summary>
    IEnumerable<ReportFile> Files(RunFile run) => [];

    /// <summary>The lab's summary on the console, printed at the end of its verb.</summary>
    void WriteConsole(TextWriter output, RunFile run)
    {
    }
}
