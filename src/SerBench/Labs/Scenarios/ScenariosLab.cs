using SerBench.Reports.Html;

namespace SerBench.Labs.Scenarios;

/// <summary>The scenarios lab (`serbench scenarios`): seed 001's six scenarios beside the seed's published ratios.</summary>
internal sealed class ScenariosLab : ILab
{
    public IEnumerable<Command> Verbs(LabServices services, IReadOnlyList<string> args) =>
        [ScenariosCommand.Create(services, args)];

    public void WriteMarkdown(StringBuilder md, RunFile run)
    {
        if (run.Scenarios is { } section)
        {
            ScenariosMarkdown.Write(md, new RunView(run), section);
        }
    }

    public IReadOnlyList<IHtmlReportSection> HtmlSections { get; } = [new ScenariosSectionView()];

    public IEnumerable<ReportFile> Files(RunFile run) =>
        run.Scenarios is { } scenarios ? [ScenariosCsv.File(scenarios)] : [];

    public void WriteConsole(TextWriter output, RunFile run) => ScenariosConsole.Write(output, run);
}
