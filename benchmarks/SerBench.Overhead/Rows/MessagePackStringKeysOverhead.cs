using MessagePack;
using SerBench.Serializers.TolerantTwins;

namespace SerBench.Overhead.Rows;

/// <summary>`messagepack-stringkeys`: MessagePackSerializer on the string-keyed twin, with the row's options.</summary>
public class MessagePackStringKeysOverhead : RowOverheadBenchmarks
{
    private static readonly MessagePackSerializerOptions Options = MessagePackSerializerOptions.Standard;

    private SimpleObjectTwin _twin = null!;

    protected override string RowId => "messagepack-stringkeys";

    protected override void Prepare() => _twin = TolerantToTwin.ToTwin(Value);

    protected override void WriteDirect() => MessagePackSerializer.Serialize(DirectBuffer, _twin, Options);

    protected override SimpleObjectTwin ReadDirect() => MessagePackSerializer.Deserialize<SimpleObjectTwin>(Bytes, Options);
}
