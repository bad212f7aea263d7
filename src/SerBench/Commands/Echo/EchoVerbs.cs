using System.CommandLine;

namespace SerBench.Commands.Echo;

/// <summary>The echo lab's two verbs, added to the command tree in one line.</summary>
internal static class EchoVerbs
{
    public static void AddTo(Command root, LabServices services, IReadOnlyList<string> args)
    {
        root.Subcommands.Add(EchoCommand.Create(services, args));
        root.Subcommands.Add(EchoServerCommand.Create(services));
    }
}
