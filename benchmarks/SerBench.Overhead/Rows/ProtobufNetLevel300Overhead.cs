using SerBench.Payloads.Models;
using SerBench.Serializers.ProtobufNet;

namespace SerBench.Overhead.Rows;

/// <summary>`protobuf-net-level300`: the row's runtime model (CompatibilityLevel.Level300) called directly.</summary>
public class ProtobufNetLevel300Overhead : RowOverheadBenchmarks
{
    protected override string RowId => "protobuf-net-level300";

    protected override void WriteDirect() => ProtobufNetLevel300Adapter.Model.Serialize(DirectBuffer, Value);

    protected override SimpleObject ReadDirect() => ProtobufNetLevel300Adapter.Model.Deserialize<SimpleObject>((ReadOnlyMemory<byte>)Bytes);
}
