using SerBench.Reports.Html;

namespace SerBench.Labs.Startup;

/// <summary>The startup lab (`serbench startup` and its probe): first calls in fresh processes, JIT against ReadyToRun.</summary>
internal sealed class StartupLab : ILab
{
    public IEnumerable<Command> Verbs(LabServices services, IReadOnlyList<string> args) =>
        [StartupCommand.Create(services, args), StartupProbeCommand.Create(services)];

    public void WriteMarkdown(StringBuilder md, RunFile run)
    {
        if (run.Startup is { } section)
        {
            StartupMarkdown.Write(md, new RunView(run), section);
        }
    }

    public IReadOnlyList<IHtmlReportSection> HtmlSections { get; } = [new StartupSectionView()];

    public IEnumerable<ReportFile> Files(RunFile run) =>
        run.Startup is { } startup ? [StartupCsv.File(startup)] : [];

    public void WriteConsole(TextWriter output, RunFile run) => StartupConsole.Write(output, run);
}
