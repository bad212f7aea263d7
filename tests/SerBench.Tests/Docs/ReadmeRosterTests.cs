using SerBench.Catalog;
using SerBench.Payloads;
using SerBench.Reports;
using SerBench.Serializers;

namespace SerBench.Tests.Docs;

public sealed class ReadmeRosterTests
{
    [Fact]
    public void README_serializer_table_matches_the_code()
    {
        var readme = File.ReadAllText(Path.Combine(RepositoryRoot(), "README.md")).ReplaceLineEndings("\n");
        var start = readme.IndexOf(RosterTable.StartMarker, StringComparison.Ordinal);
        var end = readme.IndexOf(RosterTable.EndMarker, StringComparison.Ordinal);
        Assert.True(start >= 0 && end > start, "README.md has no generated serializer table between its markers.");
        var inReadme = readme[(start + RosterTable.StartMarker.Length)..end].Trim('\n');

        var catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);
        var generated = RosterTable.Render(catalog).Trim('\n');

        Assert.True(
            generated == inReadme,
            "README.md's serializer table differs from the code. Regenerate it with `serbench list --markdown` and paste it between the markers.\n" +
            $"Generated:\n{generated}");
    }

    [Fact]
    public void Every_installed_and_not_installed_row_is_in_the_table()
    {
        var catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);
        var table = RosterTable.Render(catalog);
        foreach (var id in catalog.Serializers.Select(s => s.Info.Id).Concat(catalog.NotInstalled.Select(n => n.Id)))
        {
            Assert.Contains($"| `{id}` |", table, StringComparison.Ordinal);
        }
    }

    private static string RepositoryRoot()
    {
        for (var dir = new DirectoryInfo(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "SerBench.slnx")))
            {
                return dir.FullName;
            }
        }

        throw new InvalidOperationException($"No SerBench.slnx above {AppContext.BaseDirectory}.");
    }
}
