using SerBench.Catalog;
using SerBench.Payloads;
using SerBench.Serializers;

namespace SerBench.Tests.Roster;

/// <summary>The roster's rows as listings show them: installed configurations and the rows that say what they need.</summary>
public sealed class RosterCatalogTests
{
    private static readonly string[] RosterIds =
    [
        "datacontract-binary", "datacontract-json", "newtonsoft-bson", "odata", "odata-async", "odata-async-novalidation",
        "odata-novalidation", "protobuf", "protobuf-bytes", "protobuf-json", "stj-bytes", "xmlserializer",
        "messagepack", "messagepack-contractless", "messagepack-lz4", "protobuf-net", "memorypack", "orleans", "mongodb-bson",
        "mongo-grainstate-binary", "mongo-grainstate-bson", "mongo-grainstate-json", "nerdbank-messagepack", "hyperion", "cbor",
    ];

    [Fact]
    public void Every_roster_row_is_installed_and_the_lab_has_at_least_33_configurations()
    {
        var ids = BuiltInSerializers.Installed().Select(a => a.Info.Id).ToHashSet(StringComparer.Ordinal);
        Assert.All(RosterIds, id => Assert.Contains(id, ids));
        Assert.True(ids.Count >= 33, $"Only {ids.Count} installed configurations: {string.Join(", ", ids)}.");
    }

    [Fact]
    public void Not_installed_rows_name_their_package_origin_and_how_to_add_them()
    {
        var rows = BuiltInSerializers.NotInstalled;
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
    public void The_rows_users_compare_keep_their_ids_while_not_installed()
    {
        var ids = BuiltInSerializers.NotInstalled.Select(r => r.Id).ToList();
        Assert.Equal(
            ["avro", "bebop", "bebop-struct", "dahomey-cbor", "fory", "ignite-binarizable", "ignite-raw", "ignite-reflective",
             "memorypack-versiontolerant", "messagepack-stringkeys", "netserializer", "odata-utf8jsonwriter", "odata-utf8jsonwriter-novalidation", "servicestack-json", "servicestack-jsv"],
            ids.Order(StringComparer.Ordinal));
    }

    [Fact]
    public void No_not_installed_row_shadows_an_installed_one_in_the_catalog()
    {
        var catalog = LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);
        Assert.Equal(BuiltInSerializers.NotInstalled.Count, catalog.NotInstalled.Count);
        Assert.DoesNotContain(catalog.NotInstalled, n => catalog.FindSerializer(n.Id) is not null);
    }

    [Fact]
    public void The_OData_Utf8JsonWriter_rows_say_which_version_has_the_writer_and_why_they_are_not_set_up()
    {
        var rows = BuiltInSerializers.NotInstalled.Where(r => r.Id.StartsWith("odata-", StringComparison.Ordinal)).ToList();
        Assert.Equal(2, rows.Count);
        Assert.All(rows, r =>
        {
            Assert.StartsWith("not set up: ", r.Reason, StringComparison.Ordinal);
            Assert.Contains("7.7.2, which has no Utf8JsonWriter-based writer; 8.4.4 (served here) has one", r.Reason, StringComparison.Ordinal);
        });
    }
}
