using System.Text.Json;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>Hand-written JSON for <see cref="TinyObject"/>: {"Id":…,"OtherId":…}, as JsonSerializer writes it.</summary>
internal sealed class TinyJsonCodec : HandWrittenJsonCodec<TinyObject>
{
    private static readonly JsonEncodedText IdName = JsonEncodedText.Encode("Id");
    private static readonly JsonEncodedText OtherIdName = JsonEncodedText.Encode("OtherId");

    protected override void Write(Utf8JsonWriter writer, TinyObject value)
    {
        writer.WriteStartObject();
        writer.WriteNumber(IdName, value.Id);
        writer.WriteNumber(OtherIdName, value.OtherId);
        writer.WriteEndObject();
    }

    protected override TinyObject? Read(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var value = new TinyObject();
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
            else
            {
                JsonParts.Skip(ref reader);
            }
        }

        return value;
    }
}
