using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Scale;

/// <summary>What `serbench scenarios` measures: the six scenarios of seed 001 per payload and serializer.</summary>
public sealed record ScenarioPlan(
    LabPreset Preset,
    IReadOnlyList<ISerializerAdapter> Serializers,
    IReadOnlyList<PayloadDescriptor> Payloads)
{
    public int CellCount => Serializers.Count * Payloads.Count * ScenarioIds.All.Count;
}
