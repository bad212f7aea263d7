using System.Formats.Cbor;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenCbor;

/// <summary>Hand-written CBOR for seed 000's grain-state document, every type as an array of its members in declaration order.</summary>
internal sealed class GrainStateCborCodec : HandWrittenCborCodec<GrainStateDocument>
{
    protected override void Write(CborWriter writer, GrainStateDocument value)
    {
        CborParts.StartObject(writer, value, 3);
        CborParts.WriteString(writer, value.Id);
        CborParts.WriteString(writer, value.Etag);
        GrainStateCborParts.WriteState(writer, value.Doc);
        writer.WriteEndArray();
    }

    protected override GrainStateDocument? Read(CborReader reader)
    {
        if (!CborParts.StartObject(reader, 3))
        {
            return null;
        }

        var value = new GrainStateDocument { Id = CborParts.ReadString(reader), Etag = CborParts.ReadString(reader), Doc = GrainStateCborParts.ReadState(reader) };
        reader.ReadEndArray();
        return value;
    }
}
