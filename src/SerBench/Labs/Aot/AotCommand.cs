using SerBench.Hosting.Builds;

namespace SerBench.Labs.Aot;

/// <summary>
/// `serbench aot [--serializers …] [--payloads …] [--out DIR]`: one NativeAOT publish of the probe with the selected
/// rows, the trim and AOT warnings named and counted per row, and each payload round-tripped in the native binary.
/// Writes aot.json, aot.md and aot.csv into DIR and the machine's latest result into the cache.
/// </summary>
internal static class AotCommand
{
    public static Command Create(LabServices services)
    {
        var serializers = SharedOptions.Serializers(null, "every installed row.");
        var payloads = SharedOptions.Payloads("every payload the row takes.");
        var output = SharedOptions.Out("aot.json, aot.md and aot.csv", "results/<UTC yyyyMMdd-HHmmss>-aot/");
        var command = new Command(
            "aot",
            "Which rows work under NativeAOT: one NativeAOT publish of a probe with every selected row, its trim and AOT warnings counted per row, and each payload round-tripped in the native binary.");
        command.Options.Add(serializers);
        command.Options.Add(payloads);
        command.Options.Add(output);
        command.SetAction(parse => Execute(services, parse.GetValue(serializers), parse.GetValue(payloads), parse.GetValue(output)));
        return command;
    }

    public static int Execute(LabServices services, string? serializerList, string? payloadList, string? outFolder)
    {
        var errors = new List<string>();
        var installed = services.Catalog.Serializers;
        var rows = Select(serializerList, installed.Select(a => a.Info.Id).ToList(), "serializer", "--serializers", errors)
            .Select(id => installed.First(a => string.Equals(a.Info.Id, id, StringComparison.OrdinalIgnoreCase))).ToList();
        var payloads = Select(payloadList, services.Catalog.Payloads.Select(p => p.Id).ToList(), "payload", "--payloads", errors);
        var project = SourceTree.Find([services.WorkingDirectory, AppContext.BaseDirectory], AotProbeBuild.ProjectPath);
        if (project is null)
        {
            errors.Add($"serbench aot publishes its probe from the sources, but no {AotProbeBuild.ProjectPath} was found above {services.WorkingDirectory} or {AppContext.BaseDirectory}. Run from a SerBench checkout.");
        }

        if (outFolder is not null && Directory.Exists(Path.GetFullPath(outFolder, services.WorkingDirectory))
            && Directory.EnumerateFileSystemEntries(Path.GetFullPath(outFolder, services.WorkingDirectory)).Any())
        {
            errors.Add($"The folder '{outFolder}' in --out is not empty; name a new or empty folder, so no earlier result is overwritten.");
        }

        if (errors.Count > 0)
        {
            errors.ForEach(e => services.Sink.Error.WriteLine($"serbench: {e}"));
            services.Sink.Error.WriteLine("Nothing was run. See 'serbench aot --help'.");
            return ExitCodes.UsageError;
        }

        var root = Path.GetFullPath(Path.Combine(Path.GetDirectoryName(project)!, "..", ".."));
        var cache = services.AotCacheRoot ?? AotResultFile.CacheRoot();
        var publish = new CachedPublish(cache, root, services.Publisher);
        var checker = new AotChecker(new AotProbeBuild(project!, publish, Path.Combine(cache, "rows")), services.AotProbe, services.Clock);
        var result = checker.Check(rows, payloads, services.Sink.Out);

        var folder = Path.GetFullPath(outFolder ?? Path.Combine("results", services.Clock.GetUtcNow().UtcDateTime.ToString("yyyyMMdd-HHmmss", CultureInfo.InvariantCulture) + "-aot"), services.WorkingDirectory);
        AotResultFile.Write(Path.Combine(folder, AotResultFile.FileName), result);
        File.WriteAllText(Path.Combine(folder, "aot.md"), AotText.Markdown(result));
        File.WriteAllText(Path.Combine(folder, "aot.csv"), AotText.Csv(result));
        AotResultFile.Write(Path.Combine(cache, "latest.json"), result);
        AotText.WriteConsole(services.Sink.Out, result);
        services.Sink.Out.WriteLine($"Wrote {Path.Combine(folder, AotResultFile.FileName)}, aot.md and aot.csv.");
        return ExitCodes.Success;
    }

    private static List<string> Select(string? list, IReadOnlyList<string> valid, string what, string option, List<string> errors)
    {
        if (list is null)
        {
            return [.. valid];
        }

        var chosen = new List<string>();
        foreach (var id in Choices.SplitList(list))
        {
            var match = valid.FirstOrDefault(v => string.Equals(v, id, StringComparison.OrdinalIgnoreCase));
            if (match is null)
            {
                errors.Add(Choices.Unknown(what, id, option, valid));
            }
            else if (!chosen.Contains(match))
            {
                chosen.Add(match);
            }
        }

        return chosen;
    }
}
