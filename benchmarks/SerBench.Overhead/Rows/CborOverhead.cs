using System.Formats.Cbor;
using SerBench.Payloads.Models;
using SerBench.Serializers.HandWrittenCbor;

namespace SerBench.Overhead.Rows;

/// <summary>
/// `cbor`: Simple written by hand with a reused CborWriter and encoded into the buffer, and read with a CborReader, as a
/// user of System.Formats.Cbor writes it (the row's own hand-written parts, so only the lab's layering differs).
/// </summary>
public class CborOverhead : RowOverheadBenchmarks
{
    private readonly CborWriter _writer = new();

    protected override string RowId => "cbor";

    protected override void WriteDirect()
    {
        _writer.Reset();
        CborParts.StartObject(_writer, Value, 4);
        _writer.WriteInt32(Value.Id);
        _writer.WriteInt32(Value.OtherId);
        CborParts.WriteString(_writer, Value.Name);
        _writer.WriteInt32((int)Value.EnumValue);
        _writer.WriteEndArray();
        DirectBuffer.Advance(_writer.Encode(DirectBuffer.GetSpan(_writer.BytesWritten)));
    }

    protected override SimpleObject ReadDirect()
    {
        var reader = new CborReader(Bytes);
        CborParts.StartObject(reader, 4);
        var value = new SimpleObject
        {
            Id = reader.ReadInt32(),
            OtherId = reader.ReadInt32(),
            Name = CborParts.ReadString(reader),
            EnumValue = (SampleEnum)reader.ReadInt32(),
        };
        reader.ReadEndArray();
        return value;
    }
}
