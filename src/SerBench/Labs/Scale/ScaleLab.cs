using SerBench.Reports.Html;

namespace SerBench.Labs.Scale;

/// <summary>The scale lab (`serbench scale`): one scalable payload over a range of sizes, with growth exponents and cache crossings (seed 000).</summary>
internal sealed class ScaleLab : ILab
{
    public IEnumerable<Command> Verbs(LabServices services, IReadOnlyList<string> args) =>
        [ScaleCommand.Create(services, args)];

    public void WriteMarkdown(StringBuilder md, RunFile run)
    {
        if (run.Scale is { } section)
        {
            ScaleMarkdown.Write(md, new RunView(run), section);
        }
    }

    public IReadOnlyList<IHtmlReportSection> HtmlSections { get; } = [new ScaleSectionView()];

    public IEnumerable<ReportFile> Files(RunFile run) =>
        run.Scale is { } scale ? [ScaleCsv.File(scale)] : [];

    public void WriteConsole(TextWriter output, RunFile run) => ScaleConsole.Write(output, run);
}
