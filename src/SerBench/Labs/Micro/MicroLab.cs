namespace SerBench.Labs.Micro;

/// <summary>The micro lab (`serbench run`, and `serbench` alone): every serializer × payload × operation cell in isolated measuring processes. Its cells are the run file's own, so report.md, report.html and results.csv show them for every lab that has cells.</summary>
internal sealed class MicroLab : ILab
{
    public IEnumerable<Command> Verbs(LabServices services, IReadOnlyList<string> args) =>
        [RunCommand.Create(services, args), MicroWorkerCommand.Create(services), Counts.CountsWorkerCommand.Create(services)];

    public void WriteMarkdown(StringBuilder md, RunFile run) => Counts.Agreement.AgreementSection.Write(md, run);

    public void WriteConsole(TextWriter output, RunFile run)
    {
        ConsoleTable.Write(output, run);
        Runtimes.RuntimeFailures.WriteConsole(output, run);
    }
}
