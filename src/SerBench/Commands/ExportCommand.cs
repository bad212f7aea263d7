using SerBench.Interop.BdnJson;

namespace SerBench.Commands;

/// <summary>
/// `serbench export DIR --format bdn-json [--out FILE]`: a run as BenchmarkDotNet 0.15.8's full JSON, for the tools that
/// read it (dotnet/performance's ResultsComparer, Bencher, github-action-benchmark). docs/interop.md says what maps.
/// </summary>
internal static class ExportCommand
{
    public const string BdnJson = "bdn-json";

    private static readonly string[] Formats = [BdnJson];

    public static Command Create(LabServices services)
    {
        var folder = new Argument<string>("DIR") { Description = "A run folder (or its run.json) written by 'serbench run'." };
        var format = new Option<string>("--format")
        {
            Description = "The format to write: bdn-json (BenchmarkDotNet's full JSON, one benchmark per cell).",
            HelpName = string.Join('|', Formats),
            Required = true,
        };
        var output = new Option<string?>("--out")
        {
            Description = $"The file to write. Default: DIR/{BdnJsonFile.DefaultFileName} (the name ResultsComparer and BenchmarkDotNet's tools look for).",
            HelpName = "FILE",
        };
        var command = new Command("export", "Write a run in another tool's format: BenchmarkDotNet's full JSON, which ResultsComparer and CI benchmark trackers read, and which 'compare' and 'report' read back.");
        command.Arguments.Add(folder);
        command.Options.Add(format);
        command.Options.Add(output);
        command.SetAction(parse => Execute(services, parse.GetValue(folder)!, parse.GetValue(format)!, parse.GetValue(output)));
        return command;
    }

    public static int Execute(LabServices services, string folderOrFile, string format, string? outFile)
    {
        var error = services.Sink.Error;
        if (!Formats.Contains(format, StringComparer.OrdinalIgnoreCase))
        {
            error.WriteLine($"serbench: {Choices.Unknown("format", format, "--format", Formats)}");
            return ExitCodes.UsageError;
        }

        var path = Path.GetFullPath(folderOrFile, services.WorkingDirectory);
        var target = outFile is null
            ? Path.Combine(Directory.Exists(path) ? path : Path.GetDirectoryName(path)!, BdnJsonFile.DefaultFileName)
            : Path.GetFullPath(outFile, services.WorkingDirectory);
        if (Directory.Exists(target))
        {
            error.WriteLine($"serbench: --out '{outFile}' is a folder. Give the path of the file to write, e.g. --out {Path.Combine(outFile ?? ".", BdnJsonFile.DefaultFileName)}.");
            return ExitCodes.UsageError;
        }

        RunFile run;
        try
        {
            run = services.ReadRunFile(path);
        }
        catch (RunFileException ex)
        {
            error.WriteLine($"serbench: {ex.Message}");
            error.WriteLine("Nothing was written.");
            return ExitCodes.UsageError;
        }

        var (document, notes) = BdnExporter.Export(run);
        BdnJsonFile.Write(target, document);
        foreach (var note in notes)
        {
            error.WriteLine($"serbench: {note}");
        }

        services.Sink.Out.WriteLine($"Wrote {document.Benchmarks.Count} benchmark(s) as BenchmarkDotNet full JSON to {target}");
        return ExitCodes.Success;
    }
}
