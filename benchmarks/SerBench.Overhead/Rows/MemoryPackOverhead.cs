using MemoryPack;
using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`memorypack`: MemoryPackSerializer with its defaults.</summary>
public class MemoryPackOverhead : RowOverheadBenchmarks
{
    protected override string RowId => "memorypack";

    protected override void WriteDirect() => MemoryPackSerializer.Serialize(DirectBuffer, Value);

    protected override SimpleObject ReadDirect() => MemoryPackSerializer.Deserialize<SimpleObject>(Bytes)!;
}
