namespace SerBench.Labs.Robustness;

/// <summary>
/// `serbench robustness`: feeds every default-run serializer (or those named) damaged and hostile versions of its own bytes, each
/// deserialization in a child worker with a time and heap limit, and writes run.json, report.md and every
/// non-clean input; `--replay FILE` re-runs one saved input.
/// </summary>
internal static class RobustnessCommand
{
    public static Command Create(LabServices services, IReadOnlyList<string> args)
    {
        var options = new RobustnessOptions();
        var command = new Command(
            "robustness",
            "Corrupt each serializer's valid bytes (truncations, bit flips, byte replacements, huge or negative lengths, deep nesting, random bytes) " +
            "and classify each deserialization in an isolated worker: rejected, equal, silently different, hang, crash, out of memory.");
        options.AddTo(command);
        command.SetAction(parse => Execute(services, options, parse, args));
        return command;
    }

    private static int Execute(LabServices services, RobustnessOptions options, ParseResult parse, IReadOnlyList<string> args)
    {
        if (parse.GetValue(options.Replay) is { } replay)
        {
            return ReplayCommand.Execute(services, replay);
        }

        if (parse.GetValue(options.Corpus) is { } corpus)
        {
            return CorpusCommand.Execute(services, options, parse, corpus, args);
        }

        if (parse.GetValue(options.Type) is not null)
        {
            services.Sink.Error.WriteLine("serbench: --type is for --corpus runs only; give --corpus DIR with it, or leave it out.");
            return ExitCodes.UsageError;
        }

        var errors = new List<string>();
        var builder = new RunRequestBuilder(services.Catalog, services.WorkingDirectory, services.Clock);
        var sizes = parse.GetValue(options.Sizes);
        var request = builder.Build(new RunArguments(null, parse.GetValue(options.Serializers), parse.GetValue(options.Payloads), null, sizes, parse.GetValue(options.Out)));
        errors.AddRange(builder.Errors);
        var seed = Integer(parse.GetValue(options.Seed), "--seed", RobustnessPlan.DefaultSeed, int.MinValue, int.MaxValue, "any whole number", errors);
        var sample = Integer(parse.GetValue(options.Sample), "--sample", RobustnessPlan.DefaultSample, 4, 100_000, "a whole number from 4 to 100,000", errors);
        var timeout = Integer(parse.GetValue(options.TimeoutMs), "--timeout-ms", WorkerLimits.DefaultTimeoutMs, 100, 600_000, "milliseconds from 100 to 600,000", errors);
        var memory = Integer(parse.GetValue(options.MemoryMb), "--memory-mb", WorkerLimits.DefaultMemoryMb, 64, 1_048_576, "megabytes from 64 to 1,048,576", errors);
        if (request is null || errors.Count > 0)
        {
            foreach (var error in errors)
            {
                services.Sink.Error.WriteLine($"serbench: {error}");
            }

            services.Sink.Error.WriteLine("Nothing was run. See 'serbench list' for the valid ids and 'serbench robustness --help' for the options.");
            return ExitCodes.UsageError;
        }

        IReadOnlyList<SizedPayload> payloads = sizes is not null
            ? request.Plan.Payloads
            : [.. request.Plan.Payloads.Select(p => p.Payload.IsScalable && RobustnessPlan.DefaultSizes.TryGetValue(p.Payload.Id, out var small) ? new SizedPayload(p.Payload, small) : p)];
        var plan = new RobustnessPlan(request.Serializers, payloads, seed, sample, new WorkerLimits(timeout, memory), request.OutputDirectory);
        return new RobustnessSession(services, plan, RecordFactory.CommandLine(args)).Execute();
    }

    internal static int Integer(string? value, string option, int fallback, int min, int max, string accepted, List<string> errors)
    {
        if (value is null)
        {
            return fallback;
        }

        if (!int.TryParse(value.Trim(), NumberStyles.Integer | NumberStyles.AllowThousands, CultureInfo.InvariantCulture, out var number) || number < min || number > max)
        {
            errors.Add($"{option} '{value}' is not valid; give {accepted}.");
            return fallback;
        }

        return number;
    }
}
