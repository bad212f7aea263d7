using System.Text.Json;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>Hand-written JSON for <see cref="SimpleObject"/>; the enum is a number, as JsonSerializer writes it by default.</summary>
internal sealed class SimpleJsonCodec : HandWrittenJsonCodec<SimpleObject>
{
    private static readonly JsonEncodedText IdName = JsonEncodedText.Encode("Id");
    private static readonly JsonEncodedText OtherIdName = JsonEncodedText.Encode("OtherId");
    private static readonly JsonEncodedText NameName = JsonEncodedText.Encode("Name");
    private static readonly JsonEncodedText EnumValueName = JsonEncodedText.Encode("EnumValue");

    protected override void Write(Utf8JsonWriter writer, SimpleObject value)
    {
        writer.WriteStartObject();
        writer.WriteNumber(IdName, value.Id);
        writer.WriteNumber(OtherIdName, value.OtherId);
        JsonParts.WriteStringOrNull(writer, NameName, value.Name);
        writer.WriteNumber(EnumValueName, (int)value.EnumValue);
        writer.WriteEndObject();
    }

    protected override SimpleObject? Read(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var value = new SimpleObject();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, IdName))
            {
                value.Id = reader.GetInt32();
            }
            else if (JsonParts.Is(ref reader, OtherIdName))
            {
                value.OtherId = reader.GetInt32();
            }
            else if (JsonParts.Is(ref reader, NameName))
            {
                value.Name = JsonParts.String(ref reader);
            }
            else if (JsonParts.Is(ref reader, EnumValueName))
            {
                value.EnumValue = (SampleEnum)reader.GetInt32();
            }
            else
            {
                JsonParts.Skip(ref reader);
            }
        }

        return value;
    }
}
