namespace SerBench.Tests.Payloads;

public sealed class PayloadFeaturesTests
{
    public static TheoryData<string> Ids => [.. BuiltInPayloads.All.Select(p => p.Id)];

    [Theory]
    [InlineData(PayloadIds.EnvelopeFull)]
    [InlineData(PayloadIds.Envelope)]
    [InlineData(PayloadIds.GrainState)]
    public void Payloads_with_a_dictionary_member_say_so(string id) =>
        Assert.True(PayloadSerialization.Find(id).Features.HasFlag(PayloadFeatures.Dictionary));

    [Fact]
    public void Customers_are_a_collection_root_with_an_untyped_member()
    {
        var features = BuiltInPayloads.Customers.Features;
        Assert.True(features.HasFlag(PayloadFeatures.UntypedMember));
        Assert.True(features.HasFlag(PayloadFeatures.CollectionRoot));
        Assert.True(features.HasFlag(PayloadFeatures.ByteArray));
    }

    [Theory]
    [MemberData(nameof(Ids))]
    public void Every_built_in_payload_is_annotated_for_data_contracts_and_serializable(string id)
    {
        var features = PayloadSerialization.Find(id).Features;
        Assert.True(features.HasFlag(PayloadFeatures.DataContractAnnotated), $"{id}: {features}");
        Assert.True(features.HasFlag(PayloadFeatures.SerializableAnnotated), $"{id}: {features}");
        Assert.False(features.HasFlag(PayloadFeatures.ImmutableTypes), $"{id}: {features}");
    }

    [Theory]
    [InlineData(PayloadIds.Tiny)]
    [InlineData(PayloadIds.Simple)]
    [InlineData(PayloadIds.Person)]
    [InlineData(PayloadIds.Floats)]
    public void Payloads_without_dictionaries_or_untyped_members_do_not_claim_them(string id)
    {
        var features = PayloadSerialization.Find(id).Features;
        Assert.False(features.HasFlag(PayloadFeatures.Dictionary));
        Assert.False(features.HasFlag(PayloadFeatures.UntypedMember));
        Assert.False(features.HasFlag(PayloadFeatures.CollectionRoot));
    }
}
