using System.CommandLine;
using SerBench.Catalog;
using SerBench.Commands;
using SerBench.Output;
using SerBench.Serializers;

namespace SerBench.Tests.Cli;

/// <summary>Every verb's shared options come from <see cref="SharedOptions"/>: same name, same placeholder, same wording up to the verb's own default.</summary>
public sealed class SharedOptionsTests
{
    // The only options that share a name but not a meaning: a file to write, or a folder that defaults to the compared run's.
    private static readonly HashSet<(string Verb, string Option)> OtherMeaning =
    [
        ("bytes", "--out"),
        ("compare", "--out"),
        ("export", "--out"),
        ("agreement", "--out"),
        ("show", "--out"),
        ("recommend", "--payloads"),
    ];

    public static TheoryData<string, string> SharedUses()
    {
        var data = new TheoryData<string, string>();
        foreach (var (verb, option) in Walk(Root()).Where(x => Expected.ContainsKey(x.Option.Name)))
        {
            if (!OtherMeaning.Contains((verb, option.Name)))
            {
                data.Add(verb, option.Name);
            }
        }

        return data;
    }

    private static readonly Dictionary<string, (string HelpName, string Start)> Expected = new()
    {
        ["--serializers"] = (SharedOptions.ListHelpName, SharedOptions.SerializersText),
        ["--payloads"] = (SharedOptions.ListHelpName, SharedOptions.PayloadsText),
        ["--sizes"] = (SharedOptions.SizesHelpName, SharedOptions.SizesText),
        ["--out"] = (SharedOptions.FolderHelpName, SharedOptions.OutText),
        ["--seed"] = (SharedOptions.SeedHelpName, "Seed of "),
        ["--preset"] = (string.Empty, "How to measure: "),
    };

    [Theory]
    [MemberData(nameof(SharedUses))]
    public void A_shared_option_reads_the_same_in_every_verb(string verb, string name)
    {
        var option = Walk(Root()).Single(x => x.Verb == verb && x.Option.Name == name).Option;
        var (helpName, start) = Expected[name];

        Assert.StartsWith(start, option.Description, StringComparison.Ordinal);
        Assert.Contains(". Default: ", option.Description, StringComparison.Ordinal);
        if (helpName.Length > 0)
        {
            Assert.Equal(helpName, option.HelpName);
        }
        else
        {
            Assert.Contains("quick", option.HelpName, StringComparison.Ordinal);
        }
    }

    [Fact]
    public void The_shared_options_are_used_by_every_measuring_verb()
    {
        var uses = SharedUses().Select(row => ((string)row[0], (string)row[1])).ToHashSet();
        foreach (var verb in new[] { "run", "robustness", "evolve", "echo", "http", "scale", "scenarios", "ceiling", "startup" })
        {
            Assert.Contains((verb, "--serializers"), uses);
            Assert.Contains((verb, "--out"), uses);
        }

        Assert.Contains(("serbench", "--preset"), uses);
        Assert.Contains(("run", "--seed"), uses);
    }

    private static Command Root() =>
        CliApplication.BuildRoot(
            new LabServices
            {
                Catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled),
                Sink = new WriterConsoleSink(new StringWriter(), new StringWriter()),
            },
            []);

    private static IEnumerable<(string Verb, Option Option)> Walk(Command command)
    {
        foreach (var option in command.Options)
        {
            yield return (command.Name, option);
        }

        foreach (var child in command.Subcommands.SelectMany(Walk))
        {
            yield return child;
        }
    }
}
