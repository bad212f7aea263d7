using System.Buffers;
using SerBench.Engine;
using SerBench.Payloads;
using SerBench.Serializers;

namespace SerBench.Overhead.Rows;

/// <summary>A row's overhead on one payload: its value, and the bytes the row's own serialize writes of it.</summary>
public abstract class RowOverheadBenchmarks<T> : OverheadRow
{
    private readonly ArrayBufferWriter<byte> _labBuffer = new(4096);

    protected T Value { get; private set; } = default!;

    /// <summary>The bytes the row's own serialize wrote, for both deserialize benchmarks.</summary>
    protected byte[] Bytes { get; private set; } = null!;

    /// <summary>The payload the row is read on, at its default size in a run.</summary>
    protected abstract Payload<T> Payload { get; }

    private protected override (CellOperation Serialize, CellOperation Deserialize, CellOperation WarmUp) PrepareLabCalls()
    {
        Value = Payload.Create(Payload.DefaultSize);
        var adapter = BuiltInSerializers.Installed().Single(a => a.Info.Id == RowId);
        var codec = adapter.CreateCodec<T>(Payload);
        codec.Serialize(Value, _labBuffer);
        Bytes = _labBuffer.WrittenSpan.ToArray();
        _labBuffer.ResetWrittenCount();
        return (
            CellOperation.Create(RunFiles.Operations.Serialize, codec, Value, Bytes, _labBuffer),
            CellOperation.Create(RunFiles.Operations.Deserialize, codec, Value, Bytes, _labBuffer),
            CellOperation.Create(CellOperation.WarmUpRoundTrip, codec, Value, Bytes, _labBuffer));
    }
}
