using System.Formats.Cbor;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenCbor;

/// <summary>Hand-written CBOR for <see cref="TinyObject"/>: [Id, OtherId].</summary>
internal sealed class TinyCborCodec : HandWrittenCborCodec<TinyObject>
{
    protected override void Write(CborWriter writer, TinyObject value)
    {
        CborParts.StartObject(writer, value, 2);
        writer.WriteInt32(value.Id);
        writer.WriteInt32(value.OtherId);
        writer.WriteEndArray();
    }

    protected override TinyObject? Read(CborReader reader)
    {
        if (!CborParts.StartObject(reader, 2))
        {
            return null;
        }

        var value = new TinyObject { Id = reader.ReadInt32(), OtherId = reader.ReadInt32() };
        reader.ReadEndArray();
        return value;
    }
}
