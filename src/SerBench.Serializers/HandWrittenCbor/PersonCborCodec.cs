using System.Formats.Cbor;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenCbor;

/// <summary>Hand-written CBOR for <see cref="Person"/>: [Id, Name, Data, Guid].</summary>
internal sealed class PersonCborCodec : HandWrittenCborCodec<Person>
{
    protected override void Write(CborWriter writer, Person value)
    {
        CborParts.StartObject(writer, value, 4);
        writer.WriteInt32(value.Id);
        CborParts.WriteString(writer, value.Name);
        CborParts.WriteString(writer, value.Data);
        CborParts.WriteGuid(writer, value.Guid);
        writer.WriteEndArray();
    }

    protected override Person? Read(CborReader reader)
    {
        if (!CborParts.StartObject(reader, 4))
        {
            return null;
        }

        var value = new Person
        {
            Id = reader.ReadInt32(),
            Name = CborParts.ReadString(reader),
            Data = CborParts.ReadString(reader),
            Guid = CborParts.ReadGuid(reader),
        };
        reader.ReadEndArray();
        return value;
    }
}
