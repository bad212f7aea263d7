using MyLab.Codec;
using MyLab.Model;
using SerBench.Engine;
using SerBench.Payloads;
using SerBench.TestKit;

namespace MyLab.Tests;

/// <summary>SerBench's adapter contract (metadata, round trip, determinism, untouched input, fresh codecs) for this project's codec.</summary>
public sealed class OrderBinaryAdapterTests : SerializerContractTests<OrderBinaryAdapter>
{
    protected override IReadOnlyList<SizedPayload> Payloads =>
        [new(new Payload<Order>("orders", "one order", _ => Orders.Sample()), 1), new(new Payload<List<Order>>("orders-n", "n orders", Orders.Many), 30)];
}
