using System.Formats.Cbor;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenCbor;

/// <summary>Hand-written CBOR for <see cref="MessageEnvelope"/>, members in declaration order, the pairs as a map.</summary>
internal sealed class EnvelopeCborCodec : HandWrittenCborCodec<MessageEnvelope>
{
    protected override void Write(CborWriter writer, MessageEnvelope value)
    {
        CborParts.StartObject(writer, value, 7);
        CborParts.WriteDateTime(writer, value.TimeStamp);
        CborParts.WriteGuid(writer, value.MessageId);
        CborParts.WriteString(writer, value.Header);
        CborParts.WriteGuid(writer, value.From);
        CborParts.WriteGuid(writer, value.To);
        CborParts.WriteMap(writer, value.KeyValuePairs, CborParts.WriteString);
        writer.WriteBoolean(value.IsInternal);
        writer.WriteEndArray();
    }

    protected override MessageEnvelope? Read(CborReader reader)
    {
        if (!CborParts.StartObject(reader, 7))
        {
            return null;
        }

        var value = new MessageEnvelope
        {
            TimeStamp = CborParts.ReadDateTime(reader),
            MessageId = CborParts.ReadGuid(reader),
            Header = CborParts.ReadString(reader),
            From = CborParts.ReadGuid(reader),
            To = CborParts.ReadGuid(reader),
            KeyValuePairs = CborParts.ReadMap(reader, static r => CborParts.ReadString(r)!),
            IsInternal = reader.ReadBoolean(),
        };
        reader.ReadEndArray();
        return value;
    }
}
