namespace SerBench.Labs.Micro.Runtimes;

/// <summary>
/// What one runtime measures: the plan without its left-out rows, those rows' cells as unsupported with the reason,
/// and its first rounds' measurements with those cells (the run's progress counts them before the runtime plans).
/// </summary>
internal sealed record RuntimePlan(MicroRunPlan Measured, IReadOnlyList<(ISerializerAdapter Serializer, string Reason)> Excluded, IReadOnlyList<CellRecord> Unsupported, int FirstMeasurements)
{
    public static RuntimePlan Of(MicroRunPlan plan, MeasuringRuntime runtime, Func<MeasuringRuntime, ISerializerAdapter, string?> exclusion)
    {
        var excluded = plan.Serializers
            .Select(s => (Serializer: s, Reason: exclusion(runtime, s)))
            .Where(e => e.Reason is not null)
            .Select(e => (e.Serializer, Reason: e.Reason!))
            .ToList();
        var measured = plan with { Serializers = [.. plan.Serializers.Where(s => excluded.All(e => e.Serializer != s))] };
        List<CellRecord> unsupported =
        [
            .. from e in excluded
               from p in plan.Payloads
               from op in plan.Operations
               select new CellRecord
               {
                   Serializer = e.Serializer.Info.Id,
                   Payload = p.Payload.Id,
                   PayloadSize = p.Size,
                   Operation = op,
                   Runtime = runtime.Name,
                   Status = CellStatus.Unsupported,
                   Reason = e.Reason,
               },
        ];
        return new RuntimePlan(measured, excluded, unsupported, (measured.CellCount() * plan.Preset.Rounds) + unsupported.Count);
    }
}
