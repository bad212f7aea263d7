using SerBench.Payloads.Models;

namespace SerBench.Overhead.Rows;

/// <summary>`hyperion`: one Serializer with its defaults, into a reused MemoryStream and out of one over the bytes, as its users call it.</summary>
public class HyperionOverhead : RowOverheadBenchmarks
{
    private readonly Hyperion.Serializer _serializer = new();
    private readonly MemoryStream _output = new();
    private MemoryStream _input = null!;

    protected override string RowId => "hyperion";

    protected override void Prepare() => _input = new MemoryStream(Bytes, writable: false);

    protected override void WriteDirect()
    {
        _output.Position = 0;
        _serializer.Serialize(Value, _output);
    }

    protected override SimpleObject ReadDirect()
    {
        _input.Position = 0;
        return _serializer.Deserialize<SimpleObject>(_input);
    }
}
