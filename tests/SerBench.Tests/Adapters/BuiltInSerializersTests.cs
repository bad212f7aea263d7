using SerBench.Serializers;

namespace SerBench.Tests.Adapters;

public sealed class BuiltInSerializersTests
{
    [Fact]
    public void Installed_finds_every_built_in_adapter_once()
    {
        var ids = BuiltInSerializers.Installed().Select(a => a.Info.Id).ToList();

        Assert.Equal(ids.Count, ids.Distinct(StringComparer.OrdinalIgnoreCase).Count());
        Assert.Equal(
            ["binaryformatter", "datacontract-binary", "datacontract-json", "datacontract-xml", "envelope-custom", "newtonsoft",
             "newtonsoft-bson", "odata", "odata-async", "odata-async-novalidation", "odata-novalidation", "protobuf", "protobuf-bytes",
             "protobuf-json", "servicestack-json", "servicestack-jsv", "stj", "stj-bytes", "stj-sourcegen", "stj-writer", "xmlserializer"],
            ids.Order(StringComparer.Ordinal));
    }
}
