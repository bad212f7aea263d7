using System.Text.Json;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>Hand-written JSON for <see cref="MessageEnvelope"/> (both envelope payloads); defaults are written, as JsonSerializer does.</summary>
internal sealed class EnvelopeJsonCodec : HandWrittenJsonCodec<MessageEnvelope>
{
    private static readonly JsonEncodedText TimeStampName = JsonEncodedText.Encode("TimeStamp");
    private static readonly JsonEncodedText MessageIdName = JsonEncodedText.Encode("MessageId");
    private static readonly JsonEncodedText HeaderName = JsonEncodedText.Encode("Header");
    private static readonly JsonEncodedText FromName = JsonEncodedText.Encode("From");
    private static readonly JsonEncodedText ToName = JsonEncodedText.Encode("To");
    private static readonly JsonEncodedText KeyValuePairsName = JsonEncodedText.Encode("KeyValuePairs");
    private static readonly JsonEncodedText IsInternalName = JsonEncodedText.Encode("IsInternal");

    protected override void Write(Utf8JsonWriter writer, MessageEnvelope value)
    {
        writer.WriteStartObject();
        writer.WriteString(TimeStampName, value.TimeStamp);
        writer.WriteString(MessageIdName, value.MessageId);
        JsonParts.WriteStringOrNull(writer, HeaderName, value.Header);
        writer.WriteString(FromName, value.From);
        writer.WriteString(ToName, value.To);
        JsonParts.WriteStringDictionary(writer, KeyValuePairsName, value.KeyValuePairs);
        writer.WriteBoolean(IsInternalName, value.IsInternal);
        writer.WriteEndObject();
    }

    protected override MessageEnvelope? Read(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var value = new MessageEnvelope();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, TimeStampName))
            {
                value.TimeStamp = reader.GetDateTime();
            }
            else if (JsonParts.Is(ref reader, MessageIdName))
            {
                value.MessageId = reader.GetGuid();
            }
            else if (JsonParts.Is(ref reader, HeaderName))
            {
                value.Header = JsonParts.String(ref reader);
            }
            else if (JsonParts.Is(ref reader, FromName))
            {
                value.From = reader.GetGuid();
            }
            else if (JsonParts.Is(ref reader, ToName))
            {
                value.To = reader.GetGuid();
            }
            else if (JsonParts.Is(ref reader, KeyValuePairsName))
            {
                value.KeyValuePairs = JsonParts.StringDictionary(ref reader);
            }
            else if (JsonParts.Is(ref reader, IsInternalName))
            {
                value.IsInternal = reader.GetBoolean();
            }
            else
            {
                JsonParts.Skip(ref reader);
            }
        }

        return value;
    }
}
