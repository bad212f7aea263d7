namespace SerBench.Labs.Echo;

/// <summary>`serbench echo`: the echo lab's load client (seed 002); alone it starts and stops its own server.</summary>
internal static class EchoCommand
{
    public static Command Create(LabServices services, IReadOnlyList<string> args)
    {
        var options = new EchoOptions();
        var command = new Command(
            "echo",
            "Echo lab (seed 002): serializers on a real TCP connection. N clients × M messages in flight against 'serbench echo-server' (started as a child process unless --host/--port name one); every reply is checked.");
        options.AddTo(command);
        command.SetAction(parse => Execute(services, options.Read(parse), args));
        return command;
    }

    private static int Execute(LabServices services, EchoArgumentsRead arguments, IReadOnlyList<string> args)
    {
        var builder = new EchoRequestBuilder(services.Catalog, services.WorkingDirectory, services.Clock);
        var request = builder.Build(arguments);
        if (request is null)
        {
            foreach (var error in builder.Errors)
            {
                services.Sink.Error.WriteLine($"serbench: {error}");
            }

            services.Sink.Error.WriteLine("Nothing was run. See 'serbench list' for the valid ids and 'serbench echo --help' for the options.");
            return ExitCodes.UsageError;
        }

        return new EchoSession(services, request, RecordFactory.CommandLine(args)).Execute();
    }
}
