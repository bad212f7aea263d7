using System.Buffers;
using Google.FlatBuffers;
using SerBench.Serializers.FlatBuffers.Twins;

namespace SerBench.Overhead.Rows;

/// <summary>
/// `flatbuffers`: Simple's generated object-API twin packed into a reused FlatBufferBuilder, the finished bytes copied into
/// the buffer, and the bytes read and unpacked into a new twin, as its users call it. The row's adapter times
/// the same library work on the same twin (mapping is outside its timed call).
/// </summary>
public class FlatBuffersOverhead : RowOverheadBenchmarks
{
    private readonly FlatBufferBuilder _builder = new(1024);
    private SimpleFbT _twin = null!;

    protected override string RowId => "flatbuffers";

    protected override void Prepare() =>
        _twin = new SimpleFbT { Id = Value.Id, OtherId = Value.OtherId, Name = Value.Name, EnumValue = (SampleEnumFb)Value.EnumValue };

    protected override void WriteDirect()
    {
        _builder.Clear();
        _builder.Finish(SimpleFb.Pack(_builder, _twin).Value);
        var buffer = _builder.DataBuffer;
        DirectBuffer.Write(buffer.ToArraySegment(buffer.Position, buffer.Length - buffer.Position));
    }

    protected override SimpleFbT ReadDirect() => SimpleFb.GetRootAsSimpleFb(new ByteBuffer(Bytes)).UnPack();
}
