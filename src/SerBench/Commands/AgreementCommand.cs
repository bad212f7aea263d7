using SerBench.Labs.Micro.Counts.Agreement;

namespace SerBench.Commands;

/// <summary>
/// `serbench agreement TIME COUNTS [--out FILE]`, or `serbench agreement BOTH`: how alike time and estimated cycles rank
/// the serializers of each payload × operation (Spearman's ρ), the median of those, and the cells whose cycles per
/// nanosecond stray from their payload's: where one measure sees what the other does not.
/// </summary>
internal static class AgreementCommand
{
    private static readonly UTF8Encoding Utf8 = new(encoderShouldEmitUTF8Identifier: false);

    private const string Usage = "'serbench agreement TIME COUNTS' takes a timed run and a counted run of the same cells (run folders or run.json files); 'serbench agreement BOTH' takes one run measured with --measure both.";

    public static Command Create(LabServices services)
    {
        var time = new Argument<string>("TIME") { Description = "The timed run: a run folder or its run.json; alone, a run measured with --measure both." };
        var counts = new Argument<string?>("COUNTS") { Description = "The counted run of the same cells; leave it out when TIME was measured with both.", Arity = ArgumentArity.ZeroOrOne };
        var output = new Option<string?>("--out")
        {
            Description = "Also write the agreement as markdown to this file.",
            HelpName = "FILE",
        };
        var command = new Command("agreement", "How far time and counts agree: per payload × operation, Spearman's rank correlation between the serializers' median times and estimated cycles, their median, and the cells whose cycles per ns stray from their payload's by more than 1.5× (memory- or collection-bound).");
        command.Arguments.Add(time);
        command.Arguments.Add(counts);
        command.Options.Add(output);
        command.SetAction(parse => Execute(services, parse.GetValue(time)!, parse.GetValue(counts), parse.GetValue(output)));
        return command;
    }

    public static int Execute(LabServices services, string time, string? counts, string? outFile)
    {
        var error = services.Sink.Error;
        RunFile timed;
        RunFile counted;
        try
        {
            timed = services.ReadRunFile(Path.GetFullPath(time, services.WorkingDirectory));
            counted = counts is null ? timed : services.ReadRunFile(Path.GetFullPath(counts, services.WorkingDirectory));
        }
        catch (RunFileException ex)
        {
            return Refuse(error, ex.Message);
        }

        if (Problem(timed, time, counted, counts) is { } problem)
        {
            return Refuse(error, problem);
        }

        var agreement = TimeCountsAgreement.Of(timed, counted);
        if (agreement.CellCount == 0)
        {
            return Refuse(error, "No cell was both timed and counted: " + (counts is null ? $"{time} has no cell with a median and estimated cycles." : $"{time} and {counts} have no measured cell in common (the same serializer, payload at the same size and operation)."));
        }

        string? path = null;
        if (outFile is not null)
        {
            path = Path.GetFullPath(outFile, services.WorkingDirectory);
            if (Directory.Exists(path))
            {
                return Refuse(error, $"--out '{outFile}' is a folder. Give the path of the markdown file to write, e.g. --out agreement.md.");
            }
        }

        var output = services.Sink.Out;
        output.WriteLine(counts is null ? $"Time and counts of {time} (measured with both)." : $"Time of {time}, counts of {counts}.");
        AgreementText.Write(output, agreement);
        if (path is not null)
        {
            Directory.CreateDirectory(Path.GetDirectoryName(path)!);
            File.WriteAllText(path, Markdown(agreement, timed, counts is null ? null : counted), Utf8);
            output.WriteLine($"Wrote {path}");
        }

        return ExitCodes.Success;
    }

    /// <summary>Why the runs cannot be set against each other, or null when TIME has times and COUNTS (or TIME alone) counts.</summary>
    private static string? Problem(RunFile timed, string time, RunFile counted, string? counts)
    {
        if (counts is null)
        {
            return timed.HasTime && timed.HasCounts
                ? null
                : $"{time} was measured with --measure {timed.MeasureOrTime}: it holds {(timed.HasCounts ? "counts" : "times")} only, and one run alone needs both.";
        }

        if (!timed.HasTime)
        {
            return $"TIME {time} holds no times: it was measured with --measure {timed.MeasureOrTime}. Give the timed run first, then the counted one.";
        }

        return counted.HasCounts
            ? null
            : $"COUNTS {counts} holds no counts: it was measured with --measure {counted.MeasureOrTime}. Give a run measured with --measure counts (or both) second.";
    }

    private static int Refuse(TextWriter error, string message)
    {
        error.WriteLine($"serbench: {message}");
        error.WriteLine($"Nothing was compared. {Usage}");
        return ExitCodes.UsageError;
    }

    private static string Markdown(TimeCountsAgreement agreement, RunFile timed, RunFile? counted)
    {
        var md = new StringBuilder("# SerBench time and counts agreement\n\n");
        md.Append("- ").Append(Compare.CompareText.Run(counted is null ? "Time and counts" : "Time", timed)).Append('\n');
        if (counted is not null)
        {
            md.Append("- ").Append(Compare.CompareText.Run("Counts", counted)).Append('\n');
        }

        md.Append('\n');
        AgreementMarkdown.Write(md, agreement);
        return md.ToString();
    }
}
