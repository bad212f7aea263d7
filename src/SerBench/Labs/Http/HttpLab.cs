using SerBench.Reports.Html;

namespace SerBench.Labs.Http;

/// <summary>The HTTP lab (`serbench http`, `serbench http-server`): writers under wrk load with the server's counters (seed 003).</summary>
internal sealed class HttpLab : ILab
{
    public IEnumerable<Command> Verbs(LabServices services, IReadOnlyList<string> args) =>
        [HttpCommand.Create(services, args), HttpServerCommand.Create(services)];

    public void WriteMarkdown(StringBuilder md, RunFile run)
    {
        HttpMarkdownSection.Write(md, run);
    }

    public IReadOnlyList<IHtmlReportSection> HtmlSections { get; } = [new HttpSectionView()];

    public void WriteConsole(TextWriter output, RunFile run)
    {
        if (run.Http is { } section)
        {
            HttpConsoleTable.Write(output, section);
        }
    }
}
