using SerBench.Labs;

namespace SerBench.Commands;

/// <summary>`serbench report DIR`: rebuilds report.md, report.html and results.csv from DIR/run.json alone and prints the summary tables of its labs.</summary>
internal static class ReportCommand
{
    public static Command Create(LabServices services)
    {
        var folder = new Argument<string>("DIR") { Description = "A run folder (or its run.json) written by 'serbench run', or BenchmarkDotNet full JSON (a *-report-full.json file or a folder of them; the reports are written beside it)." };
        var command = new Command("report", "Rebuild report.md, report.html and results.csv of a run folder from its run.json, and print the summary tables of its cells and labs.");
        command.Arguments.Add(folder);
        command.SetAction(parse => Execute(services, parse.GetValue(folder)!));
        return command;
    }

    public static int Execute(LabServices services, string folderOrFile)
    {
        var path = Path.GetFullPath(folderOrFile, services.WorkingDirectory);
        RunFile run;
        try
        {
            run = services.ReadRunFile(path);
        }
        catch (RunFileException ex)
        {
            services.Sink.Error.WriteLine($"serbench: {ex.Message}");
            return ExitCodes.UsageError;
        }

        var directory = Directory.Exists(path) ? path : Path.GetDirectoryName(path)!;
        ReportFiles.Write(directory, run);
        var output = services.Sink.Out;
        foreach (var lab in LabRegistry.All)
        {
            lab.WriteConsole(output, run);
        }

        output.WriteLine();
        output.WriteLine($"Rebuilt {string.Join(", ", ReportFiles.Names(run))} in {directory}");
        return ExitCodes.Success;
    }
}
