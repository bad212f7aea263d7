using SerBench.Serializers.NewtonsoftJson;
using SerBench.TestKit;

namespace SerBench.Tests.Contracts;

/// <summary>The contract suite as a user binds it: their own payload list instead of the built-ins.</summary>
public sealed class UserPayloadContract : SerializerContractTests<NewtonsoftAdapter>
{
    internal static readonly Payload<UserOrder> Orders = new("user-orders", "a user's own type", n => new UserOrder
    {
        Number = n,
        Lines = [.. Enumerable.Range(1, n).Select(i => $"line {i}")],
    }, new PayloadScale("lines", 2, 100, 10));

    protected override IReadOnlyList<SizedPayload> Payloads => [new(Orders, 4)];

    /// <summary>A plain type from a user's project.</summary>
    public sealed class UserOrder
    {
        public int Number { get; set; }

        public List<string> Lines { get; set; } = [];
    }
}
