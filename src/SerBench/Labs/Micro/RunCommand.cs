namespace SerBench.Labs.Micro;

/// <summary>`serbench run`: validates every option, then runs the micro lab and writes the run folder.</summary>
internal static class RunCommand
{
    public static Command Create(LabServices services, IReadOnlyList<string> args)
    {
        var options = new RunOptions();
        var command = new Command("run", "Measure serializers × payloads × operations and write run.json, report.md and results.csv.");
        options.AddTo(command);
        command.SetAction(parse => Execute(services, options.Read(parse), args));
        return command;
    }

    /// <summary>Validates the arguments and runs; shared with the bare `serbench` (all defaults).</summary>
    public static int Execute(LabServices services, RunArguments arguments, IReadOnlyList<string> args)
    {
        if (arguments.Sample is not null)
        {
            if (SampleRun.Apply(services, arguments) is not ({ } withSamples, { } sampleArguments))
            {
                return ExitCodes.UsageError;
            }

            (services, arguments) = (withSamples, sampleArguments);
        }

        var builder = new RunRequestBuilder(services.Catalog, services.WorkingDirectory, services.Clock, services.CanIsolate);
        var request = builder.Build(arguments);
        if (request is null)
        {
            foreach (var error in builder.Errors)
            {
                services.Sink.Error.WriteLine($"serbench: {error}");
            }

            services.Sink.Error.WriteLine("Nothing was run. See 'serbench list' for the valid ids and 'serbench run --help' for the options.");
            return ExitCodes.UsageError;
        }

        return new RunSession(services, request, RecordFactory.CommandLine(args)).Execute();
    }
}
