using SerBench.Equality;

namespace SerBench.Tests.Payloads;

public sealed class PayloadFactoryTests
{
    public static TheoryData<string> Ids => [.. BuiltInPayloads.All.Select(p => p.Id)];

    [Theory]
    [MemberData(nameof(Ids))]
    public void Two_creations_are_structurally_equal_and_share_no_root_instance(string id)
    {
        var difference = PayloadSerialization.Find(id).Accept(new TwiceVisitor());
        Assert.Null(difference);
    }

    [Theory]
    [MemberData(nameof(Ids))]
    public void Every_payload_declares_its_features_and_a_description(string id)
    {
        var payload = PayloadSerialization.Find(id);
        Assert.False(string.IsNullOrWhiteSpace(payload.Description));
        Assert.True(payload.DefaultSize >= 1);
    }

    private sealed class TwiceVisitor : IPayloadVisitor<string?>
    {
        public string? Visit<T>(Payload<T> payload)
        {
            var size = payload.IsScalable ? Math.Min(payload.DefaultSize, 1_000) : 1;
            var first = payload.Create(size);
            var second = payload.Create(size);
            Assert.NotNull(first);
            Assert.False(ReferenceEquals(first, second), $"{payload.Id}: Create returned the same instance twice");
            return StructuralComparer.FirstDifference(first, second);
        }
    }
}
