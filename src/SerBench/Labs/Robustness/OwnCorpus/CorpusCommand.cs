namespace SerBench.Labs.Robustness;

/// <summary>
/// `serbench robustness --corpus DIR [--serializers …] [--payloads ID | --type any]`: validates the options and
/// the folder, refuses files too large to feed (with the reason), and runs a <see cref="CorpusSession"/>.
/// </summary>
internal static class CorpusCommand
{
    public static int Execute(LabServices services, RobustnessOptions options, ParseResult parse, string corpus, IReadOnlyList<string> args)
    {
        var errors = new List<string>();
        var type = parse.GetValue(options.Type);
        var payloadIds = Choices.SplitList(parse.GetValue(options.Payloads));
        if (type is not null && !string.Equals(type.Trim(), AnyValueEvaluator.Any, StringComparison.OrdinalIgnoreCase))
        {
            errors.Add($"--type '{type}' is not known; the one type it takes is 'any' (each row's own document model). To read the inputs as a payload's type, give --payloads ID instead.");
        }

        if (type is not null && payloadIds.Count > 0)
        {
            errors.Add("--type any and --payloads cannot be combined with --corpus: the inputs are read either as any value or as one payload's type.");
        }

        if (payloadIds.Count > 1)
        {
            errors.Add($"--corpus reads every file as one type; give one payload in --payloads, not {payloadIds.Count}.");
        }

        if (parse.GetValue(options.Sizes) is not null || parse.GetValue(options.Seed) is not null || parse.GetValue(options.Sample) is not null)
        {
            errors.Add("--sizes, --seed and --sample shape the lab's own corpus; with --corpus the inputs are your files, so leave them out.");
        }

        var builder = new RunRequestBuilder(services.Catalog, services.WorkingDirectory, services.Clock);
        var request = builder.Build(new RunArguments(null, parse.GetValue(options.Serializers), payloadIds.Count == 1 ? payloadIds[0] : null, null, null, parse.GetValue(options.Out)));
        errors.AddRange(builder.Errors);
        var timeout = RobustnessCommand.Integer(parse.GetValue(options.TimeoutMs), "--timeout-ms", WorkerLimits.DefaultTimeoutMs, 100, 600_000, "milliseconds from 100 to 600,000", errors);
        var memory = RobustnessCommand.Integer(parse.GetValue(options.MemoryMb), "--memory-mb", WorkerLimits.DefaultMemoryMb, 64, 1_048_576, "megabytes from 64 to 1,048,576", errors);
        var directory = Path.GetFullPath(corpus, services.WorkingDirectory);
        IReadOnlyList<CorpusFile> files = [];
        try
        {
            files = CorpusFiles.Find(directory);
        }
        catch (Exception ex) when (ex is DirectoryNotFoundException or InvalidDataException or IOException or UnauthorizedAccessException)
        {
            errors.Add(ex.Message);
        }

        if (request is null || errors.Count > 0)
        {
            errors.ForEach(e => services.Sink.Error.WriteLine($"serbench: {e}"));
            services.Sink.Error.WriteLine("Nothing was run. See 'serbench list' for the valid ids and 'serbench robustness --help' for the options.");
            return ExitCodes.UsageError;
        }

        var limits = new WorkerLimits(timeout, memory);
        var payload = payloadIds.Count == 1 ? request.Plan.Payloads[0].Payload : null;
        IReadOnlyList<ISerializerAdapter> serializers = parse.GetValue(options.Serializers) is null && payload is null
            ? [.. services.Catalog.Serializers.Where(s => s is IAnyValueReader)]
            : request.Serializers;
        var max = CorpusPlan.MaxInputBytes(limits);
        var refused = files.Where(f => f.Bytes > max)
            .Select(f => (f, $"{Reports.Units.Bytes(f.Bytes)} is above a quarter of the worker's {memory:N0} MiB heap limit ({Reports.Units.Bytes(max)}): the input alone would take most of it; raise --memory-mb to feed it"))
            .ToList();
        var plan = new CorpusPlan(directory, [.. files.Where(f => f.Bytes <= max)], refused, serializers, payload, limits, request.OutputDirectory);
        return new CorpusSession(services, plan, files.Count, RecordFactory.CommandLine(args)).Execute();
    }
}
