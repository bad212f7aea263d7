using SerBench.Reports.Html;

namespace SerBench.Labs.Ceiling;

/// <summary>The ceiling lab (`serbench ceiling`): float vectors against memcpy of the same raw bytes.</summary>
internal sealed class CeilingLab : ILab
{
    public IEnumerable<Command> Verbs(LabServices services, IReadOnlyList<string> args) =>
        [CeilingCommand.Create(services, args)];

    public void WriteMarkdown(StringBuilder md, RunFile run)
    {
        if (run.Ceiling is { } section)
        {
            CeilingMarkdown.Write(md, new RunView(run), section);
        }
    }

    public IReadOnlyList<IHtmlReportSection> HtmlSections { get; } = [new CeilingSectionView()];

    public IEnumerable<ReportFile> Files(RunFile run) =>
        run.Ceiling is { } ceiling ? [CeilingCsv.File(ceiling)] : [];

    public void WriteConsole(TextWriter output, RunFile run) => CeilingConsole.Write(output, run);
}
