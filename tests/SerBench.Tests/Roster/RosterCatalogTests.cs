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
        "mongo-grainstate-binary", "mongo-grainstate-bson", "mongo-grainstate-json", "nerdbank-messagepack", "hyperion", "cbor", "avro",
        "messagepack-stringkeys", "memorypack-versiontolerant",
        "thrift", "thrift-compact", "flatbuffers",
        "odata-utf8jsonwriter", "odata-utf8jsonwriter-novalidation", "odata-utf8jsonwriter-async", "odata-utf8jsonwriter-async-novalidation",
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
            ["bebop", "bebop-struct", "dahomey-cbor", "fory", "ignite-binarizable", "ignite-raw", "ignite-reflective",
             "netserializer", "servicestack-json", "servicestack-jsv"],
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
    public void Seed_003s_eight_OData_writers_are_installed_on_one_OData_version()
    {
        var odata = BuiltInSerializers.Installed().Where(a => a.Info.Package == "Microsoft.OData.Core").ToList();
        Assert.Equal(
            ["odata", "odata-async", "odata-async-novalidation", "odata-novalidation", "odata-utf8jsonwriter", "odata-utf8jsonwriter-async",
             "odata-utf8jsonwriter-async-novalidation", "odata-utf8jsonwriter-novalidation"],
            odata.Select(a => a.Info.Id).Order(StringComparer.Ordinal));
        Assert.Single(odata.Select(a => a.Info.Version).Distinct());
        Assert.StartsWith("8.4.4", odata[0].Info.Version, StringComparison.Ordinal);
        Assert.DoesNotContain(BuiltInSerializers.NotInstalled, r => r.Id.StartsWith("odata", StringComparison.Ordinal));
    }
}
