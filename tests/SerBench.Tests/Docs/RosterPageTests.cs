using SerBench.Catalog;
using SerBench.Reports;
using SerBench.Serializers;

namespace SerBench.Tests.Docs;

/// <summary>docs/serializers.md's table of every serializer row is what `serbench list --markdown` prints today.</summary>
public sealed class RosterPageTests
{
    [Fact]
    public void The_serializers_pages_table_matches_the_code()
    {
        var page = File.ReadAllText(Path.Combine(RepositoryRoot(), "docs", "serializers.md")).ReplaceLineEndings("\n");
        var start = page.IndexOf(RosterTable.StartMarker, StringComparison.Ordinal);
        var end = page.IndexOf(RosterTable.EndMarker, StringComparison.Ordinal);
        Assert.True(start >= 0 && end > start, "docs/serializers.md has no generated serializer table between its markers.");
        var inPage = page[(start + RosterTable.StartMarker.Length)..end].Trim('\n');

        var catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);
        var generated = RosterTable.Render(catalog).Trim('\n');

        Assert.True(
            generated == inPage,
            "docs/serializers.md's serializer table differs from the code. Regenerate it with `serbench list --markdown` and paste it between the markers.\n" +
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
