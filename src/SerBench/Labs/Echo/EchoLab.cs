using SerBench.Reports.Html;

namespace SerBench.Labs.Echo;

/// <summary>The echo lab (`serbench echo`, `serbench echo-server`): serializers on a real TCP connection (seed 002).</summary>
internal sealed class EchoLab : ILab
{
    public IEnumerable<Command> Verbs(LabServices services, IReadOnlyList<string> args) =>
        [EchoCommand.Create(services, args), EchoServerCommand.Create(services)];

    public void WriteMarkdown(StringBuilder md, RunFile run)
    {
        EchoMarkdownSection.Write(md, run);
    }

    public IReadOnlyList<IHtmlReportSection> HtmlSections { get; } = [new EchoSectionView()];

    public IEnumerable<ReportFile> Files(RunFile run) =>
        run.Echo is null ? [] : [new ReportFile(EchoCsvReport.FileName, () => EchoCsvReport.Render(run.Echo))];

    public void WriteConsole(TextWriter output, RunFile run)
    {
        if (run.Echo is { } section)
        {
            EchoConsoleTable.Write(output, section);
            if (EchoLinkVerdict.For(section) is { } verdict)
            {
                output.WriteLine(verdict);
            }
        }
    }
}
