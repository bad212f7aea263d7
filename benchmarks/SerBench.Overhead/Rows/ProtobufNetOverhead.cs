using ProtoBuf;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`protobuf-net`: Serializer with the default runtime model (compatibility level 200).</summary>
public class ProtobufNetOverhead : RowOverheadBenchmarks
{
    protected override string RowId => "protobuf-net";

    protected override void WriteDirect() => Serializer.Serialize(DirectBuffer, Value);

    protected override SimpleObject ReadDirect() => Serializer.Deserialize<SimpleObject>((ReadOnlyMemory<byte>)Bytes);
}
