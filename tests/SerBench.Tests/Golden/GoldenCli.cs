using System.CommandLine;
using System.CommandLine.Help;
using SerBench.Catalog;
using SerBench.Commands;
using SerBench.Output;
using SerBench.Serializers;

namespace SerBench.Tests.Golden;

/// <summary>The real command tree over the built-in catalog, as the golden tests read it.</summary>
internal static class GoldenCli
{
    /// <summary>The built-in rows and payloads, runtime versions masked (<see cref="RuntimeVersionMask"/>).</summary>
    public static LabCatalog Catalog() => LabCatalog.Create(
        [.. BuiltInSerializers.Installed().Select(a => new RuntimeVersionMask(a))], BuiltInPayloads.All, BuiltInSerializers.NotInstalled);

    /// <summary>
    /// Every command's path from the root ("serbench", "serbench run", …) in tree order, but the hidden ones (the
    /// measuring and probe workers), for which System.CommandLine writes no help at all.
    /// </summary>
    public static IReadOnlyList<string> CommandPaths()
    {
        var paths = new List<string>();
        Walk(CliApplication.BuildRoot(Services(new StringWriter()), []), "");
        return paths;

        void Walk(Command command, string parent)
        {
            if (command.Hidden)
            {
                return;
            }

            var path = parent.Length == 0 ? command.Name : parent + " " + command.Name;
            paths.Add(path);
            foreach (var child in command.Subcommands)
            {
                Walk(child, path);
            }
        }
    }

    /// <summary>
    /// What `<paramref name="path"/> --help` prints through the real parser. System.CommandLine wraps help at the
    /// console's width unless output is redirected; the width is pinned to the redirected one (no wrapping), which
    /// is what `serbench --help &gt; file` writes on every machine.
    /// </summary>
    public static string Help(string path)
    {
        using var culture = CultureScope.Invariant();
        string[] args = [.. path.Split(' ').Skip(1), "--help"];
        var output = new StringWriter();
        var root = CliApplication.BuildRoot(Services(output), args);
        var help = root.Options.OfType<HelpOption>().Single();
        ((HelpAction)help.Action!).MaxWidth = int.MaxValue;

        var exit = root.Parse(args).Invoke(new InvocationConfiguration { Output = output, Error = output });

        Assert.Equal(ExitCodes.Success, exit);
        return output.ToString();
    }

    private static LabServices Services(TextWriter output) => new()
    {
        Catalog = Catalog(),
        Sink = new WriterConsoleSink(output, output),
        WorkingDirectory = Path.GetTempPath(),
    };
}
