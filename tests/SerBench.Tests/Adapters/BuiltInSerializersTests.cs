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
            ["avro", "binaryformatter", "cbor", "datacontract-binary", "datacontract-json", "datacontract-xml", "envelope-custom", "flatbuffers", "hyperion", "memorypack",
             "memorypack-versiontolerant", "messagepack", "messagepack-contractless", "messagepack-lz4", "messagepack-stringkeys", "mongo-grainstate-binary", "mongo-grainstate-bson",
             "mongo-grainstate-json", "mongodb-bson", "nerdbank-messagepack", "newtonsoft", "newtonsoft-bson", "odata", "odata-async", "odata-async-novalidation",
             "odata-novalidation", "odata-utf8jsonwriter", "odata-utf8jsonwriter-async", "odata-utf8jsonwriter-async-novalidation",
             "odata-utf8jsonwriter-novalidation", "orleans", "protobuf", "protobuf-bytes", "protobuf-json", "protobuf-net", "stj", "stj-bytes",
             "stj-skipdefaults", "stj-sourcegen", "stj-writer", "thrift", "thrift-compact", "xmlserializer"],
            ids.Order(StringComparer.Ordinal));
    }
}
