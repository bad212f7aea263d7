using SerBench.Reports.Html;

namespace SerBench.Labs.Robustness;

/// <summary>The robustness lab (`serbench robustness`, with its `--corpus` and `--replay` modes): damaged and hostile bytes, each read in an isolated worker.</summary>
internal sealed class RobustnessLab : ILab
{
    public IEnumerable<Command> Verbs(LabServices services, IReadOnlyList<string> args) =>
        [RobustnessCommand.Create(services, args), RobustnessWorkerCommand.Create(services)];

    public void WriteMarkdown(StringBuilder md, RunFile run)
    {
        MarkdownRobustnessSection.Write(md, run);
        CorpusMarkdownSection.Write(md, run);
    }

    public IReadOnlyList<IHtmlReportSection> HtmlSections { get; } = [new RobustnessSectionView(), new CorpusSectionView()];

    public IEnumerable<ReportFile> Files(RunFile run)
    {
        if (run.Robustness is { } robustness)
        {
            yield return RobustnessCsv.File(robustness);
        }

        if (run.Corpus is { } corpus)
        {
            yield return CorpusCsv.File(corpus);
        }
    }

    public void WriteConsole(TextWriter output, RunFile run)
    {
        if (run.Robustness is { } robustness)
        {
            RobustnessConsoleTable.Write(output, robustness);
        }

        if (run.Corpus is { } corpus)
        {
            CorpusConsoleTable.Write(output, corpus);
        }
    }
}
