using System.Text;
using SerBench.Payloads.Models;
using SerBench.Serializers.HandWrittenJson;
using SerBench.Serializers.SystemTextJson;
using SerBench.TestKit;

namespace SerBench.Tests.Adapters;

/// <summary>The hand-written JSON row writes what System.Text.Json writes and reads it however it is ordered.</summary>
public sealed class HandWrittenJsonTests
{
    public static TheoryData<string> PayloadCases => [.. ContractPayloads.SmallBuiltIns.Select(p => p.ToString())];

    [Theory]
    [MemberData(nameof(PayloadCases))]
    public void Stj_writer_writes_the_bytes_stj_writes(string payload)
    {
        var sized = ContractPayloads.SmallBuiltIns.Single(p => p.ToString() == payload);

        var expected = Encoding.UTF8.GetString(AdapterBytes.Serialize(new StjAdapter(), sized));
        var actual = Encoding.UTF8.GetString(AdapterBytes.Serialize(new StjWriterAdapter(), sized));

        Assert.Equal(expected, actual);
    }

    [Fact]
    public void Stj_writer_reads_properties_in_any_order_and_skips_unknown_ones()
    {
        var json = """{"Extra":{"a":[1,{"b":null}]},"EnumValue":2,"Name":"n","OtherId":7,"Id":9}"""u8.ToArray();

        var value = new StjWriterAdapter().CreateCodec<SimpleObject>(BuiltInPayloads.Simple).Deserialize(json);

        Assert.Equal((9, 7, "n", SampleEnum.Two), (value.Id, value.OtherId, value.Name, value.EnumValue));
    }

    [Fact]
    public void Stj_writer_rejects_trailing_content()
    {
        var codec = new StjWriterAdapter().CreateCodec<TinyObject>(BuiltInPayloads.Tiny);

        Assert.ThrowsAny<System.Text.Json.JsonException>(() => codec.Deserialize("""{"Id":1,"OtherId":2} {}"""u8.ToArray()));
    }
}
