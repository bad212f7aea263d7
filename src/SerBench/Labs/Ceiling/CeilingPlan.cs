using SerBench.Payloads.Models;

namespace SerBench.Labs.Ceiling;

/// <summary>What `serbench ceiling` measures: float vectors at several sizes against memcpy of the same raw bytes.</summary>
public sealed record CeilingPlan(
    LabPreset Preset,
    IReadOnlyList<ISerializerAdapter> Serializers,
    Payload<FloatVectors> Payload,
    IReadOnlyList<int> Sizes)
{
    /// <summary>The pseudo-serializer id of the memcpy rows.</summary>
    public const string Memcpy = "memcpy";

    /// <summary>The operation name of the memcpy rows.</summary>
    public const string Copy = "copy";

    /// <summary>The operations measured against memcpy (a round trip is two passes; it adds nothing here).</summary>
    public static IReadOnlyList<string> Operations { get; } = [RunFiles.Operations.Serialize, RunFiles.Operations.Deserialize];

    /// <summary>Raw float bytes of a float-vector payload of <paramref name="points"/> points (x, y, z as float32).</summary>
    public static long RawBytes(int points) => 3L * sizeof(float) * points;

    public int CellCount => Cells.Count;

    /// <summary>Every cell in the order <see cref="CeilingSweep"/> measures them: per size, memcpy, each serializer's operations, memcpy again.</summary>
    public IReadOnlyList<PlannedCell> Cells =>
    [
        .. from size in Sizes
           from cell in Serializers
               .SelectMany(a => Operations.Select(o => new PlannedCell(a.Info.Id, Payload.Id, size, o)))
               .Prepend(new PlannedCell(Memcpy, Payload.Id, size, Copy))
               .Append(new PlannedCell(Memcpy, Payload.Id, size, Copy))
           select cell,
    ];
}
