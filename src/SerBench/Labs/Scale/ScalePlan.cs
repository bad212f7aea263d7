namespace SerBench.Labs.Scale;

/// <summary>
/// What `serbench scale` measures: one scalable payload at several sizes, for each serializer, and the
/// 5-round-trip table at <c>FiveRoundTripSize</c> (null for none).
/// </summary>
public sealed record ScalePlan(
    LabPreset Preset,
    IReadOnlyList<ISerializerAdapter> Serializers,
    PayloadDescriptor Payload,
    IReadOnlyList<int> Sizes,
    int? FiveRoundTripSize)
{
    /// <summary>Round trips per operation in seed 000's BenchmarkDotNet table.</summary>
    public const int RoundTripsPerOperation = 5;

    /// <summary>The operation name of the 5-round-trip cells (kept out of the run's ordinary cells).</summary>
    public const string FiveRoundTrips = "roundtrip-x5";

    public int CellCount => Cells.Count;

    /// <summary>Every cell in the order <see cref="ScaleSweep"/> measures them: serializer by serializer, size by size.</summary>
    public IReadOnlyList<PlannedCell> Cells =>
    [
        .. from adapter in Serializers
           from size in Sizes
           from operation in size == FiveRoundTripSize ? RunFiles.Operations.All.Append(FiveRoundTrips) : RunFiles.Operations.All
           select new PlannedCell(adapter.Info.Id, Payload.Id, size, operation),
    ];
}
