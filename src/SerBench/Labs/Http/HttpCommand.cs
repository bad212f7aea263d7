namespace SerBench.Labs.Http;

/// <summary>`serbench http`: validates the options, checks wrk is there, then runs <see cref="HttpLabSession"/>.</summary>
internal static class HttpCommand
{
    public const string Name = "http";

    public static Command Create(LabServices services, IReadOnlyList<string> args)
    {
        var options = new HttpOptions();
        var command = new Command(Name, "Put an ASP.NET Core server writing the customers payload under wrk load, one writer at a time (raw is the ceiling), with the server's counters; writes run.json and report.md.");
        options.AddTo(command);
        command.SetAction(parse => Execute(services, options.Read(parse), args, WrkTool.Find));
        return command;
    }

    /// <param name="services">The lab's services.</param>
    /// <param name="arguments">The options as typed.</param>
    /// <param name="args">The whole command line, recorded in run.json.</param>
    /// <param name="findWrk">Finds wrk; tests pass one that finds nothing.</param>
    public static int Execute(LabServices services, HttpArguments arguments, IReadOnlyList<string> args, Func<WrkTool?> findWrk)
    {
        ArgumentNullException.ThrowIfNull(findWrk);
        var builder = new HttpRequestBuilder(services.Catalog, services.WorkingDirectory, services.Clock);
        var request = builder.Build(arguments);
        if (request is null)
        {
            foreach (var error in builder.Errors)
            {
                services.Sink.Error.WriteLine($"serbench: {error}");
            }

            services.Sink.Error.WriteLine($"Nothing was run. See 'serbench {Name} --help'.");
            return ExitCodes.UsageError;
        }

        var wrk = findWrk();
        if (wrk is null)
        {
            services.Sink.Error.WriteLine($"serbench: {WrkTool.InstallHint}");
            services.Sink.Error.WriteLine("Nothing was run.");
            return ExitCodes.UsageError;
        }

        return new HttpLabSession(services, request, wrk, RecordFactory.CommandLine(args)).Execute();
    }
}
