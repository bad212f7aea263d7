using SerBench.Reports.Readme;

namespace SerBench.Commands;

/// <summary>
/// `serbench readme DIR [--readme FILE] [--tables FILE] [--chart FILE]`: regenerates the README's headline (between its
/// marker comments), the page of full tables behind it and the chart from a committed run, so both always show a real run.
/// </summary>
internal static class ReadmeCommand
{
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    public static Command Create(LabServices services)
    {
        var folder = new Argument<string>("DIR") { Description = "The run folder whose results the README shows (e.g. docs/results/reference)." };
        var readme = new Option<string?>("--readme") { Description = "The README to update between its serbench:results markers. Default: README.md.", HelpName = "FILE" };
        var tables = new Option<string?>("--tables") { Description = "The page of full tables to update between its serbench:results-tables markers. Default: docs/results.md.", HelpName = "FILE" };
        var chart = new Option<string?>("--chart") { Description = "Where the chart's SVG goes. Default: DIR.svg beside the run folder.", HelpName = "FILE" };
        var command = new Command("readme", "Regenerate the README's headline results, the page of full tables behind it (docs/results.md) and the chart from a run folder.");
        command.Arguments.Add(folder);
        command.Options.Add(readme);
        command.Options.Add(tables);
        command.Options.Add(chart);
        command.SetAction(parse => Execute(services, parse.GetValue(folder)!, new ReadmePaths(parse.GetValue(readme), parse.GetValue(tables), parse.GetValue(chart))));
        return command;
    }

    public static int Execute(LabServices services, string folder, ReadmePaths paths)
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
        var readmePath = Path.GetFullPath(paths.Readme ?? "README.md", services.WorkingDirectory);
        var tablesPath = Path.GetFullPath(paths.Tables ?? Path.Combine("docs", "results.md"), services.WorkingDirectory);
        var chartPath = Path.GetFullPath(paths.Chart ?? runFolder.TrimEnd(Path.DirectorySeparatorChar) + ".svg", services.WorkingDirectory);
        foreach (var (option, path) in new[] { ("--readme", readmePath), ("--tables", tablesPath), ("--chart", chartPath) })
        {
            if (Directory.Exists(path))
            {
                error.WriteLine($"serbench: {option} names a folder; give a file path.");
                return ExitCodes.UsageError;
            }
        }

        var generated = Generate(run, runFolder, readmePath, tablesPath, chartPath);
        Write(readmePath, ReadmeResults.Splice(Read(readmePath), generated.Block));
        Write(tablesPath, ReadmeTables.Marks.Splice(Read(tablesPath), generated.Tables, "# Results"));
        if (generated.Svg is not null)
        {
            Write(chartPath, generated.Svg);
        }

        var chartNote = generated.Svg is null ? string.Empty : $" and the chart {chartPath}";
        services.Sink.Out.WriteLine($"Updated the results blocks of {readmePath} and {tablesPath}{chartNote} from {runFolder}.");
        return ExitCodes.Success;
    }

    /// <summary>The two blocks and the chart for a run, each block's links relative to its page (the test checks the committed pages against this).</summary>
    public static ReadmeOutput Generate(RunFile run, string runFolder, string readmePath, string tablesPath, string chartPath)
    {
        static Func<string, string> From(string page) =>
            path => Path.GetRelativePath(Path.GetDirectoryName(page)!, path).Replace(Path.DirectorySeparatorChar, '/');
        var fromReadme = From(readmePath);
        var fromTables = From(tablesPath);
        return new ReadmeOutput(
            ReadmeResults.Block(run, fromReadme(runFolder), fromReadme(chartPath), fromReadme(tablesPath)),
            ReadmeTables.Block(run, fromReadme(runFolder), fromTables(runFolder), fromTables(chartPath)),
            ReadmeChart.Render(run));
    }

    private static string Read(string path) => File.Exists(path) ? File.ReadAllText(path) : string.Empty;

    private static void Write(string path, string text)
    {
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        File.WriteAllText(path, text, Utf8);
    }
}

/// <summary>The files `serbench readme` writes; null means the default.</summary>
internal sealed record ReadmePaths(string? Readme, string? Tables, string? Chart);

/// <summary>What `serbench readme` makes of a run: the README's block, the tables page's block and the chart (null without two measured cells).</summary>
internal sealed record ReadmeOutput(string Block, string Tables, string? Svg);
