using MemoryPack;
using SerBench.Serializers.TolerantTwins;

namespace SerBench.Overhead.Rows;

/// <summary>`memorypack-versiontolerant`: MemoryPackSerializer on the version-tolerant twin, with its defaults.</summary>
public class MemoryPackVersionTolerantOverhead : RowOverheadBenchmarks
{
    private SimpleObjectTwin _twin = null!;

    protected override string RowId => "memorypack-versiontolerant";

    protected override void Prepare() => _twin = TolerantToTwin.ToTwin(Value);

    protected override void WriteDirect() => MemoryPackSerializer.Serialize(DirectBuffer, _twin);

    protected override SimpleObjectTwin ReadDirect() => MemoryPackSerializer.Deserialize<SimpleObjectTwin>(Bytes)!;
}
