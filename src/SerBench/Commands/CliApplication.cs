using System.CommandLine.Help;
using System.CommandLine.Parsing;
using SerBench.Labs;
using SerBench.Labs.Micro;

namespace SerBench.Commands;

/// <summary>Builds the command tree, turns parse errors into exit code 2, and a crash into exit code 1 without a stack trace.</summary>
internal static class CliApplication
{
    public static int Run(string[] args, LabServices services)
    {
        ArgumentNullException.ThrowIfNull(args);
        var root = BuildRoot(services, args);
        var parse = root.Parse(args);
        if (parse.Errors.Count > 0)
        {
            ReportParseErrors(parse, services);
            return ExitCodes.UsageError;
        }

        try
        {
            return parse.Invoke(new InvocationConfiguration
            {
                Output = services.Sink.Out,
                Error = services.Sink.Error,
                EnableDefaultExceptionHandler = false,
                // Ctrl-C is ours: the run saves its partial state instead of being torn down.
                ProcessTerminationTimeout = null,
            });
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            services.Sink.Error.WriteLine($"serbench: crashed ({ex.GetType().Name}): {History.PostgresUrl.MaskIn(ex.Message)}");
            return ExitCodes.Crashed;
        }
    }

    internal static Command BuildRoot(LabServices services, string[] args)
    {
        // A plain command rather than RootCommand, whose name is the host's file name (SerBench.Cli, testhost):
        // help and messages should say what users type.
        var root = new Command(
            "serbench",
            "SerBench, the .NET serialization benchmark lab. Without a command it runs the quick preset over the default rows (one per library) and every payload into results/<UTC timestamp>/.");
        root.Options.Add(new HelpOption());
        root.Options.Add(new VersionOption());
        foreach (var lab in LabRegistry.All)
        {
            foreach (var verb in lab.Verbs(services, args))
            {
                root.Subcommands.Add(verb);
            }
        }

        root.Subcommands.Add(ListCommand.Create(services));
        root.Subcommands.Add(ReportCommand.Create(services));
        root.Subcommands.Add(CompareCommand.Create(services));
        root.Subcommands.Add(ExportCommand.Create(services));
        root.Subcommands.Add(AgreementCommand.Create(services));
        root.Subcommands.Add(RecommendCommand.Create(services));
        root.Subcommands.Add(ReadmeCommand.Create(services));
        root.Subcommands.Add(BytesCommand.Create(services));
        root.Subcommands.Add(HistoryCommand.Create(services));
        root.Subcommands.Add(Labs.Aot.AotCommand.Create(services));
        // `serbench [options]` is `serbench run [options]`: the default lab takes the run options too.
        var rootRunOptions = new RunOptions();
        rootRunOptions.AddTo(root);
        root.SetAction(parse => RunCommand.Execute(services, rootRunOptions.Read(parse), args));
        return root;
    }

    private static void ReportParseErrors(ParseResult parse, LabServices services)
    {
        var error = services.Sink.Error;
        foreach (var parseError in parse.Errors)
        {
            // A mistyped option echoes the value after it, which may be a --db URL with its password.
            error.WriteLine($"serbench: {History.PostgresUrl.MaskIn(parseError.Message)}");
        }

        var command = parse.CommandResult.Command;
        foreach (var token in parse.UnmatchedTokens)
        {
            var choices = token.StartsWith('-')
                ? command.Options.Where(o => !o.Hidden).Select(o => o.Name).ToList()
                : command.Subcommands.Where(c => !c.Hidden).Select(c => c.Name).ToList();
            if (choices.Count > 0)
            {
                var kind = token.StartsWith('-') ? $"options of '{CommandPath(parse)}'" : "commands";
                var hint = Choices.Closest(token, choices) is { } closest ? $"did you mean '{closest}'? " : $"'{History.PostgresUrl.MaskIn(token)}' is not one. ";
                error.WriteLine($"serbench: {hint}Valid {kind}: {string.Join(", ", choices)}.");
            }
        }

        error.WriteLine($"Nothing was run. See '{CommandPath(parse)} --help'.");
    }

    private static string CommandPath(ParseResult parse)
    {
        var names = new List<string>();
        for (SymbolResult? result = parse.CommandResult; result is not null; result = result.Parent)
        {
            if (result is CommandResult commandResult)
            {
                names.Insert(0, commandResult.Command.Name);
            }
        }

        return string.Join(' ', names);
    }
}
