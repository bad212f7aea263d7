namespace SerBench.Labs.Evolve;

/// <summary>
/// `serbench evolve`: writes with version 1 of a type and reads into version 2, and the other way, for eight
/// changes real systems make; prints the matrix and writes run.json (its `evolve` section) and report.md.
/// </summary>
internal static class EvolveCommand
{
    public const string PresetName = "evolve";

    public static Command Create(LabServices services, IReadOnlyList<string> args)
    {
        var serializers = SharedOptions.Serializers(SharedOptions.AllRowsText, $"{SharedOptions.DefaultRosterText}.");
        var output = SharedOptions.Out("run.json and report.md");
        var command = new Command(
            "evolve",
            "Version tolerance: write with v1 of a type and read into v2 (and v2 into v1) for field added, removed, renamed, reordered, int widened to long, " +
            "enum member added, nullable added and required field added; each serializer works, loses data silently, or throws.");
        command.Options.Add(serializers);
        command.Options.Add(output);
        command.SetAction(parse => Execute(services, parse.GetValue(serializers), parse.GetValue(output), args));
        return command;
    }

    private static int Execute(LabServices services, string? serializers, string? output, IReadOnlyList<string> args)
    {
        var builder = new RunRequestBuilder(services.Catalog, services.WorkingDirectory, services.Clock);
        var request = builder.Build(new RunArguments(null, serializers, null, null, null, output));
        if (request is null)
        {
            return LabVerbs.Refuse(services, builder.Errors, "evolve");
        }

        var started = services.Clock.GetUtcNow().UtcDateTime;
        var environment = services.CaptureEnvironment(request.Serializers.Select(s => s.Info));
        var section = EvolveRunner.Run(request.Serializers);
        var run = services.Finished(new RunFile
        {
            SerbenchVersion = RecordFactory.SerbenchVersion,
            Zstd = Engine.Compression.Zstd,
            Preset = PresetName,
            StartedUtc = started,
            CommandLine = RecordFactory.CommandLine(args),
            Environment = environment,
            Serializers = RecordFactory.Serializers(services.Catalog),
            Evolve = section,
        });
        return LabOutput.Finish(services, request.OutputDirectory, run, new EvolveLab());
    }
}
