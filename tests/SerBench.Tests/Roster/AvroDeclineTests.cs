using SerBench.Serializers.Avro;

namespace SerBench.Tests.Roster;

public sealed class AvroDeclineTests
{
    [Fact]
    public void A_type_with_a_member_avro_has_no_type_for_is_declined_with_the_reason()
    {
        var support = new AvroAdapter().Supports(new Payload<WithShort>("with-short", "a short member", _ => new WithShort()));

        Assert.False(support.IsSupported);
        Assert.Contains("Int16", support.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Built_in_payloads_with_an_untyped_member_or_an_array_are_declined_and_the_rest_taken()
    {
        var adapter = new AvroAdapter();
        var declined = BuiltInPayloads.All.Where(p => !adapter.Supports(p).IsSupported).Select(p => p.Id).Order(StringComparer.Ordinal);

        Assert.Equal([PayloadIds.Customers, PayloadIds.Floats], declined);
    }

    public sealed class WithShort
    {
        public short Count { get; set; }
    }
}
