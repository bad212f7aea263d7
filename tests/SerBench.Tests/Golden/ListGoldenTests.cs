using SerBench.Tests.Cli;

namespace SerBench.Tests.Golden;

/// <summary>
/// `serbench list` of the built-in catalog, compared whole. The JSON listing is the roster's one checked snapshot: every
/// row's id, package, format, whether it is installed and whether the default run measures it.
/// </summary>
[Trait("Category", GoldenFile.Category)]
public sealed class ListGoldenTests
{
    public const string JsonFile = "List/list.json";

    [Fact]
    public void List_json_is_the_golden_roster() => GoldenFile.AssertMatches(JsonFile, List("list", "--json"));

    [Fact]
    public void List_is_the_golden_table() => GoldenFile.AssertMatches("List/list.txt", List("list"));

    private static string List(params string[] args)
    {
        using var culture = CultureScope.Invariant();
        using var cli = new CliHarness(GoldenCli.Catalog());
        Assert.Equal(0, cli.Run(args));
        Assert.Equal("", cli.Error);
        return cli.Out;
    }
}
