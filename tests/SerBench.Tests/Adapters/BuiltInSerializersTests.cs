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
            ["binaryformatter", "datacontract-xml", "envelope-custom", "newtonsoft", "stj", "stj-sourcegen", "stj-writer"],
            ids.Order(StringComparer.Ordinal));
    }
}
