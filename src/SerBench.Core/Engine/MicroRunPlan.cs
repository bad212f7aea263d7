using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Engine;

/// <summary>What a micro run measures: serializers × sized payloads × operations, with one preset.</summary>
public sealed record MicroRunPlan(
    Preset Preset,
    IReadOnlyList<ISerializerAdapter> Serializers,
    IReadOnlyList<SizedPayload> Payloads,
    IReadOnlyList<string> Operations);

/// <summary>A payload at one size (fixed payloads use size 1).</summary>
public sealed record SizedPayload(PayloadDescriptor Payload, int Size)
{
    public override string ToString() => Payload.IsScalable ? $"{Payload.Id}@{Size}" : Payload.Id;
}
