using System.Formats.Cbor;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenCbor;

/// <summary>Hand-written CBOR for <see cref="SimpleObject"/>: [Id, OtherId, Name, EnumValue].</summary>
internal sealed class SimpleCborCodec : HandWrittenCborCodec<SimpleObject>
{
    protected override void Write(CborWriter writer, SimpleObject value)
    {
        CborParts.StartObject(writer, value, 4);
        writer.WriteInt32(value.Id);
        writer.WriteInt32(value.OtherId);
        CborParts.WriteString(writer, value.Name);
        writer.WriteInt32((int)value.EnumValue);
        writer.WriteEndArray();
    }

    protected override SimpleObject? Read(CborReader reader)
    {
        if (!CborParts.StartObject(reader, 4))
        {
            return null;
        }

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
