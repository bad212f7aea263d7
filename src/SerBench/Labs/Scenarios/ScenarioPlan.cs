namespace SerBench.Labs.Scenarios;

/// <summary>What `serbench scenarios` measures: the six scenarios of seed 001 per payload and serializer.</summary>
public sealed record ScenarioPlan(
    LabPreset Preset,
    IReadOnlyList<ISerializerAdapter> Serializers,
    IReadOnlyList<PayloadDescriptor> Payloads)
{
    public int CellCount => Cells.Count;

    /// <summary>Every cell in the order <see cref="ScenarioSweep"/> measures them: payload by payload, serializer by serializer.</summary>
    public IReadOnlyList<PlannedCell> Cells =>
    [
        .. from payload in Payloads
           from adapter in Serializers
           from scenario in ScenarioIds.All
           select new PlannedCell(adapter.Info.Id, payload.Id, payload.DefaultSize, scenario),
    ];
}
