using System.CommandLine;
using System.Text;
using SerBench.Reports.Readme;
using SerBench.RunFiles;

namespace SerBench.Commands;

/// <summary>
/// `serbench readme DIR [--readme FILE] [--chart FILE]`: regenerates the README's results block (between
/// its marker comments) and its chart from a committed run, so the README always shows a real run.
/// </summary>
internal static class ReadmeCommand
{
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    public static Command Create(LabServices services)
    {
        var folder = new Argument<string>("DIR") { Description = "The run folder whose results the README shows (e.g. docs/results/reference)." };
        var readme = new Option<string?>("--readme") { Description = "The README to update between its serbench:results markers. Default: README.md.", HelpName = "FILE" };
        var chart = new Option<string?>("--chart") { Description = "Where the chart's SVG goes. Default: DIR.svg beside the run folder.", HelpName = "FILE" };
        var command = new Command("readme", "Regenerate the README's results tables and chart from a run folder.");
        command.Arguments.Add(folder);
        command.Options.Add(readme);
        command.Options.Add(chart);
        command.SetAction(parse => Execute(services, parse.GetValue(folder)!, parse.GetValue(readme), parse.GetValue(chart)));
        return command;
    }

    public static int Execute(LabServices services, string folder, string? readme, string? chart)
    {
        var error = services.Sink.Error;
        var runPath = Path.GetFullPath(folder, services.WorkingDirectory);
        RunFile run;
        try
        {
            run = services.ReadRunFile(runPath);
        }
        catch (RunFileException ex)
        {
            error.WriteLine($"serbench: {ex.Message}");
            return ExitCodes.UsageError;
        }

        var runFolder = Directory.Exists(runPath) ? runPath : Path.GetDirectoryName(runPath)!;
        var readmePath = Path.GetFullPath(readme ?? "README.md", services.WorkingDirectory);
        var chartPath = Path.GetFullPath(chart ?? runFolder.TrimEnd(Path.DirectorySeparatorChar) + ".svg", services.WorkingDirectory);
        if (Directory.Exists(readmePath) || Directory.Exists(chartPath))
        {
            error.WriteLine($"serbench: {(Directory.Exists(readmePath) ? "--readme" : "--chart")} names a folder; give a file path.");
            return ExitCodes.UsageError;
        }

        var (block, svg) = Generate(run, runFolder, readmePath, chartPath);
        var current = File.Exists(readmePath) ? File.ReadAllText(readmePath) : string.Empty;
        File.WriteAllText(readmePath, ReadmeResults.Splice(current, block), Utf8);
        if (svg is not null)
        {
            Directory.CreateDirectory(Path.GetDirectoryName(chartPath)!);
            File.WriteAllText(chartPath, svg, Utf8);
        }

        services.Sink.Out.WriteLine($"Updated the results block of {readmePath}{(svg is null ? string.Empty : $" and the chart {chartPath}")} from {runFolder}.");
        return ExitCodes.Success;
    }

    /// <summary>The block and the chart for a run, with links relative to the README (the test checks the committed README against this).</summary>
    public static (string Block, string? Svg) Generate(RunFile run, string runFolder, string readmePath, string chartPath)
    {
        var readmeFolder = Path.GetDirectoryName(readmePath)!;
        string Link(string path) => Path.GetRelativePath(readmeFolder, path).Replace(Path.DirectorySeparatorChar, '/');
        return (ReadmeResults.Block(run, Link(runFolder), Link(chartPath)), ReadmeChart.Render(run));
    }
}
