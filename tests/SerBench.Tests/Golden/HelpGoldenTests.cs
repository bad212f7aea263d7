namespace SerBench.Tests.Golden;

/// <summary>`serbench --help` and every command's `--help`, compared whole (hidden commands have none).</summary>
[Trait("Category", GoldenFile.Category)]
public sealed class HelpGoldenTests
{
    public static TheoryData<string> Commands => [.. GoldenCli.CommandPaths()];

    [Theory]
    [MemberData(nameof(Commands))]
    public void The_help_text_is_the_golden_one(string command) =>
        GoldenFile.AssertMatches(FileOf(command), GoldenCli.Help(command));

    [Fact]
    public void Every_help_golden_belongs_to_a_command()
    {
        var folder = Path.Combine(GoldenFile.Folder, "Help");
        var expected = GoldenCli.CommandPaths().Select(FileOf).ToHashSet(StringComparer.Ordinal);
        var stale = Directory.Exists(folder)
            ? Directory.GetFiles(folder).Select(f => "Help/" + Path.GetFileName(f)).Where(f => !expected.Contains(f)).ToList()
            : [];
        if (GoldenFile.Updating)
        {
            stale.ForEach(f => File.Delete(Path.Combine(GoldenFile.Folder, f)));
            return;
        }

        Assert.True(stale.Count == 0, $"No command has the help golden(s) {string.Join(", ", stale)}: rewrite them with `{GoldenFile.RewriteCommand}`.");
    }

    /// <summary>"serbench echo server" is Help/serbench.echo.server.txt.</summary>
    private static string FileOf(string command) => "Help/" + command.Replace(' ', '.') + ".txt";
}
