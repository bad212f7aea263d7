namespace SerBench.Tests.Engine;

/// <summary>Writes down every observer call, in order.</summary>
internal sealed class RecordingObserver(Action<int, CellRecord>? onCompleted = null) : IRunObserver
{
    public List<string> Events { get; } = [];

    public List<CellRecord> Completed { get; } = [];

    public List<MeasurementRecord> Measurements { get; } = [];

    public void Measured(MeasurementRecord measurement) => Measurements.Add(measurement);

    public void Planned(int totalCells) => Events.Add($"planned {totalCells}");

    public void CellStarting(int index, string serializer, string payload, string operation) =>
        Events.Add($"starting {index} {serializer}/{payload}/{operation}");

    public void CellCompleted(int index, CellRecord cell)
    {
        Events.Add($"completed {index} {cell.Serializer}/{cell.Payload}/{cell.Operation} {cell.Status}");
        Completed.Add(cell);
        onCompleted?.Invoke(index, cell);
    }

    public void Idle() => Events.Add("idle");
}
