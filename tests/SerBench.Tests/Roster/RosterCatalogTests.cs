using SerBench.Catalog;
using SerBench.Serializers;

namespace SerBench.Tests.Roster;

/// <summary>
/// The roster's rows as listings show them: installed configurations and the rows that say what they need. Which ids
/// those are, installed or not, is pinned by the roster snapshot Golden/List/list.json (ListGoldenTests).
/// </summary>
public sealed class RosterCatalogTests
{
    [Fact]
    public void The_lab_has_at_least_33_installed_configurations()
    {
        var ids = BuiltInSerializers.Installed().Select(a => a.Info.Id).ToHashSet(StringComparer.Ordinal);
        Assert.True(ids.Count >= 33, $"Only {ids.Count} installed configurations: {string.Join(", ", ids)}.");
    }

    [Fact]
    public void Not_installed_rows_name_their_package_origin_and_how_to_add_them()
    {
        var rows = BuiltInSerializers.NotInstalled;
        Assert.NotEmpty(rows);
        Assert.Equal(rows.Count, rows.Select(r => r.Id).Distinct(StringComparer.OrdinalIgnoreCase).Count());
        Assert.All(rows, row =>
        {
            Assert.Matches("^[a-z0-9][a-z0-9-]*$", row.Id);
            Assert.False(string.IsNullOrWhiteSpace(row.Package), row.Id);
            Assert.False(string.IsNullOrWhiteSpace(row.Origin), row.Id);
            Assert.Matches("not held by this machine's package source|not set up: |not used here: ", row.Reason);
            Assert.False(string.IsNullOrWhiteSpace(row.Reason), row.Id);
        });
    }

    [Fact]
    public void No_not_installed_row_shadows_an_installed_one_in_the_catalog()
    {
        var catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);
        Assert.Equal(BuiltInSerializers.NotInstalled.Count, catalog.NotInstalled.Count);
        Assert.DoesNotContain(catalog.NotInstalled, n => catalog.FindSerializer(n.Id) is not null);
    }

    [Fact]
    public void Seed_003s_eight_OData_writers_are_installed_on_one_OData_version()
    {
        var odata = BuiltInSerializers.Installed().Where(a => a.Info.Package == "Microsoft.OData.Core").ToList();
        Assert.Equal(8, odata.Count);
        Assert.All(odata, a => Assert.StartsWith("odata", a.Info.Id, StringComparison.Ordinal));
        Assert.Equal(odata.Count, BuiltInSerializers.Installed().Count(a => a.Info.Id.StartsWith("odata", StringComparison.Ordinal)));
        Assert.Single(odata.Select(a => a.Info.Version).Distinct());
        Assert.StartsWith("8.4.4", odata[0].Info.Version, StringComparison.Ordinal);
        Assert.DoesNotContain(BuiltInSerializers.NotInstalled, r => r.Id.StartsWith("odata", StringComparison.Ordinal));
    }
}
