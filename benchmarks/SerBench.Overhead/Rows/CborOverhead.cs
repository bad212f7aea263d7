using System.Formats.Cbor;
using SerBench.Payloads.Models;
using SerBench.Serializers.HandWrittenCbor;

namespace SerBench.Overhead.Rows;

/// <summary>
/// `cbor`: Simple written with a reused CborWriter and encoded into the buffer, and read with a CborReader, as a user of
/// System.Formats.Cbor writes it: through the row's own hand-written parts, so only the lab's layering differs.
/// </summary>
public class CborOverhead : RowOverheadBenchmarks
{
    private readonly SimpleCborCodec _parts = new();
    private readonly CborWriter _writer = new();

    protected override string RowId => "cbor";

    protected override void WriteDirect()
    {
        _writer.Reset();
        _parts.WriteTo(_writer, Value);
        DirectBuffer.Advance(_writer.Encode(DirectBuffer.GetSpan(_writer.BytesWritten)));
    }

    protected override SimpleObject ReadDirect() => _parts.ReadFrom(new CborReader(Bytes))!;
}
