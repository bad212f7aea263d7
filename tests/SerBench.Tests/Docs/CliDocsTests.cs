using System.CommandLine;
using System.CommandLine.Help;
using SerBench.Commands;
using SerBench.Output;
using SerBench.Tests.Cli;
using SerBench.Tests.Reports.Browser;

namespace SerBench.Tests.Docs;

/// <summary>
/// docs/cli.md names every verb and every option of the real command tree: each visible verb has its section
/// ("## `serbench VERB`") and that section names each of its visible options and arguments, so a new option cannot
/// ship undocumented.
/// </summary>
public sealed class CliDocsTests
{
    private static readonly string Page = File.ReadAllText(Path.Combine(
        TestArtifacts.RepositoryRoot() ?? throw new InvalidOperationException("The tests run from a SerBench checkout."), "docs", "cli.md")).ReplaceLineEndings("\n");

    public static TheoryData<string> Verbs()
    {
        var data = new TheoryData<string> { string.Empty };
        foreach (var verb in Root().Subcommands.Where(c => !c.Hidden))
        {
            data.Add(verb.Name);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Verbs))]
    public void Every_visible_option_and_argument_of_a_verb_is_named_in_its_section(string verb)
    {
        var command = verb.Length == 0 ? Root() : Root().Subcommands.Single(c => c.Name == verb);
        var heading = verb.Length == 0 ? "## `serbench`" : $"## `serbench {verb}`";
        var section = Section(heading);
        Assert.True(section is not null, $"docs/cli.md has no section \"{heading}\" for the verb.");

        var missing = command.Options
            .Where(o => !o.Hidden && o is not HelpOption and not VersionOption)
            .Select(o => o.Name)
            .Where(name => !NamedIn(section!, name))
            .Concat(command.Arguments.Where(a => !a.Hidden).Select(a => a.Name).Where(name => !section!.Contains(name, StringComparison.Ordinal)))
            .ToList();
        Assert.True(missing.Count == 0, $"docs/cli.md's section \"{heading}\" does not name: {string.Join(", ", missing)}.");
    }

    [Fact]
    public void Help_version_and_the_hidden_verbs_are_named()
    {
        var root = Root();
        Assert.True(NamedIn(Page, "--help") && NamedIn(Page, "--version"), "docs/cli.md names neither --help nor --version.");
        foreach (var hidden in root.Subcommands.Where(c => c.Hidden))
        {
            Assert.True(Page.Contains($"`{hidden.Name}`", StringComparison.Ordinal), $"docs/cli.md does not name the hidden verb {hidden.Name}.");
        }
    }

    [Fact]
    public void Every_section_is_a_verb_of_the_program()
    {
        var verbs = Root().Subcommands.Select(c => c.Name).ToHashSet(StringComparer.Ordinal);
        var stale = Page.Split('\n')
            .Where(l => l.StartsWith("## `serbench ", StringComparison.Ordinal))
            .Select(l => l["## `serbench ".Length..].TrimEnd('`'))
            .Where(v => !verbs.Contains(v))
            .ToList();
        Assert.True(stale.Count == 0, $"docs/cli.md documents verbs the program does not have: {string.Join(", ", stale)}.");
    }

    /// <summary>True when <paramref name="text"/> shows the option in code: "`--name", followed by a space, a backtick or a value.</summary>
    private static bool NamedIn(string text, string option)
    {
        for (var at = text.IndexOf("`" + option, StringComparison.Ordinal); at >= 0; at = text.IndexOf("`" + option, at + 1, StringComparison.Ordinal))
        {
            var next = at + 1 + option.Length;
            if (next < text.Length && text[next] is ' ' or '`' or '=')
            {
                return true;
            }
        }

        return false;
    }

    private static string? Section(string heading)
    {
        var start = Page.IndexOf("\n" + heading + "\n", StringComparison.Ordinal);
        if (start < 0)
        {
            return null;
        }

        var end = Page.IndexOf("\n## ", start + heading.Length + 1, StringComparison.Ordinal);
        return end < 0 ? Page[start..] : Page[start..end];
    }

    private static Command Root() => CliApplication.BuildRoot(
        new LabServices { Catalog = CliHarness.DefaultCatalog(), Sink = new WriterConsoleSink(TextWriter.Null, TextWriter.Null) },
        []);
}
