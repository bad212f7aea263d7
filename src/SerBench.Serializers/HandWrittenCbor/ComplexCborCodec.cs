using System.Formats.Cbor;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenCbor;

/// <summary>Hand-written CBOR for <see cref="ComplexObject"/> and its children, members in declaration order.</summary>
internal sealed class ComplexCborCodec : HandWrittenCborCodec<ComplexObject>
{
    protected override void Write(CborWriter writer, ComplexObject value)
    {
        CborParts.StartObject(writer, value, 7);
        writer.WriteInt32(value.Id);
        writer.WriteInt32(value.OtherId);
        CborParts.WriteString(writer, value.Name);
        writer.WriteInt32((int)value.EnumValue);
        writer.WriteDouble(value.Percentage);
        writer.WriteDecimal(value.Cost);
        CborParts.WriteList(writer, value.Children, WriteChild);
        writer.WriteEndArray();
    }

    protected override ComplexObject? Read(CborReader reader)
    {
        if (!CborParts.StartObject(reader, 7))
        {
            return null;
        }

        var value = new ComplexObject
        {
            Id = reader.ReadInt32(),
            OtherId = reader.ReadInt32(),
            Name = CborParts.ReadString(reader),
            EnumValue = (SampleEnum)reader.ReadInt32(),
            Percentage = reader.ReadDouble(),
            Cost = reader.ReadDecimal(),
            Children = CborParts.ReadList(reader, ReadChild)!,
        };
        reader.ReadEndArray();
        return value;
    }

    private static void WriteChild(CborWriter writer, ChildObject child)
    {
        if (!CborParts.StartObject(writer, child, 5))
        {
            return;
        }

        CborParts.WriteGuid(writer, child.Id);
        CborParts.WriteDateTime(writer, child.Created);
        CborParts.WriteDateTime(writer, child.LastEdit);
        CborParts.WriteString(writer, child.Name);
        writer.WriteSingle(child.Percentage);
        writer.WriteEndArray();
    }

    private static ChildObject ReadChild(CborReader reader)
    {
        if (!CborParts.StartObject(reader, 5))
        {
            return null!;
        }

        var child = new ChildObject
        {
            Id = CborParts.ReadGuid(reader),
            Created = CborParts.ReadDateTime(reader),
            LastEdit = CborParts.ReadDateTime(reader),
            Name = CborParts.ReadString(reader),
            Percentage = reader.ReadSingle(),
        };
        reader.ReadEndArray();
        return child;
    }
}
