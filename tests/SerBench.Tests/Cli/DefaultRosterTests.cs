using System.Text.Json;
using SerBench.Catalog;
using SerBench.Serializers;

namespace SerBench.Tests.Cli;

/// <summary>The default run measures what `serbench list` marks as the default run; which rows those are is pinned by Golden/List/list.json.</summary>
public sealed class DefaultRosterTests
{
    private static LabCatalog BuiltIns() => LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);

    [Fact]
    public void The_default_run_measures_exactly_the_rows_list_marks_as_the_default_run()
    {
        using var list = new CliHarness(BuiltIns());
        using var cli = new CliHarness(BuiltIns());

        Assert.Equal(0, list.Run("list", "--json"));
        cli.Run("run", "--preset", "dry", "--payloads", "tiny", "--out", "out");

        using var json = JsonDocument.Parse(list.Out);
        var marked = json.RootElement.GetProperty("serializers").EnumerateArray()
            .Where(s => s.GetProperty("defaultRun").GetBoolean())
            .Select(s => s.GetProperty("id").GetString()!)
            .ToList();
        Assert.Equal(marked.Order(StringComparer.Ordinal), Assert.Single(cli.Plans).Serializers.Select(s => s.Info.Id).Order(StringComparer.Ordinal));
    }

    [Fact]
    public void All_measures_every_installed_row_variants_included()
    {
        using var cli = new CliHarness(BuiltIns());

        cli.Run("run", "--preset", "dry", "--payloads", "tiny", "--serializers", "all", "--out", "out");

        Assert.Equal(BuiltInSerializers.Installed().Count, Assert.Single(cli.Plans).Serializers.Count);
    }
}
