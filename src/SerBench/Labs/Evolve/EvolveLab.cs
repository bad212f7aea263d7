using SerBench.Reports.Html;

namespace SerBench.Labs.Evolve;

/// <summary>The version-tolerance lab (`serbench evolve`): bytes written by one version of a type, read by another.</summary>
internal sealed class EvolveLab : ILab
{
    public IEnumerable<Command> Verbs(LabServices services, IReadOnlyList<string> args) =>
        [EvolveCommand.Create(services, args)];

    public void WriteMarkdown(StringBuilder md, RunFile run)
    {
        MarkdownEvolveSection.Write(md, run);
    }

    public IReadOnlyList<IHtmlReportSection> HtmlSections { get; } = [new EvolveSectionView()];

    public IEnumerable<ReportFile> Files(RunFile run) =>
        run.Evolve is { } evolve ? [EvolveCsv.File(evolve)] : [];

    public void WriteConsole(TextWriter output, RunFile run)
    {
        if (run.Evolve is { } section)
        {
            EvolveConsoleTable.Write(output, section);
        }
    }
}
