using SerBench.Engine;
using SerBench.Payloads;

namespace SerBench.TestKit;

/// <summary>Payload lists for the contract suite.</summary>
public static class ContractPayloads
{
    /// <summary>Every built-in payload, scalable ones small enough for a unit test: customers 3, grainstate 10, floats 100.</summary>
    public static IReadOnlyList<SizedPayload> SmallBuiltIns { get; } = BuiltInPayloads.All
        .Select(p => new SizedPayload(p, p.Id switch
        {
            PayloadIds.Customers => 3,
            PayloadIds.GrainState => 10,
            PayloadIds.Floats => 100,
            _ => 1,
        }))
        .ToList();
}
