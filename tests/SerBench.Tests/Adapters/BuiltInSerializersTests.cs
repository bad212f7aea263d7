using SerBench.Serializers;

namespace SerBench.Tests.Adapters;

/// <summary>Which rows are installed is pinned by the roster snapshot, Golden/List/list.json (ListGoldenTests); this keeps them distinct.</summary>
public sealed class BuiltInSerializersTests
{
    [Fact]
    public void Installed_finds_every_built_in_adapter_once()
    {
        var ids = BuiltInSerializers.Installed().Select(a => a.Info.Id).ToList();

        Assert.NotEmpty(ids);
        Assert.Equal(ids.Count, ids.Distinct(StringComparer.OrdinalIgnoreCase).Count());
        Assert.Equal(ids.Order(StringComparer.Ordinal), ids);
    }
}
