using SerBench.Catalog;
using SerBench.Payloads;
using SerBench.Serializers;

namespace SerBench.Tests.Cli;

public sealed class DefaultRosterTests
{
    private static LabCatalog BuiltIns() => LabCatalog.Create(BuiltInSerializers.Installed(), BuiltInPayloads.All, BuiltInSerializers.NotInstalled);

    [Fact]
    public void The_default_run_measures_one_row_per_library_in_its_usual_configuration()
    {
        using var cli = new CliHarness(BuiltIns());

        cli.Run("run", "--preset", "dry", "--payloads", "tiny", "--out", "out");

        Assert.Equal(
            ["avro", "binaryformatter", "cbor", "datacontract-xml", "envelope-custom", "flatbuffers", "hyperion", "memorypack", "messagepack", "mongodb-bson",
             "nerdbank-messagepack", "newtonsoft", "orleans", "protobuf", "protobuf-net", "stj", "stj-sourcegen", "thrift", "xmlserializer"],
            Assert.Single(cli.Plans).Serializers.Select(s => s.Info.Id).Order(StringComparer.Ordinal));
    }

    [Fact]
    public void All_measures_every_installed_row_variants_included()
    {
        using var cli = new CliHarness(BuiltIns());

        cli.Run("run", "--preset", "dry", "--payloads", "tiny", "--serializers", "all", "--out", "out");

        Assert.Equal(BuiltInSerializers.Installed().Count, Assert.Single(cli.Plans).Serializers.Count);
    }
}
