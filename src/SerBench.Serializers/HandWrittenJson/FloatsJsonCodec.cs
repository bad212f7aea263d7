using System.Text.Json;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>Hand-written JSON for <see cref="FloatVectors"/>: shortest round-trip float text, as JsonSerializer writes it.</summary>
internal sealed class FloatsJsonCodec : HandWrittenJsonCodec<FloatVectors>
{
    private static readonly JsonEncodedText ValuesName = JsonEncodedText.Encode("Values");

    protected override void Write(Utf8JsonWriter writer, FloatVectors value)
    {
        writer.WriteStartObject();
        if (value.Values is null)
        {
            writer.WriteNull(ValuesName);
        }
        else
        {
            writer.WriteStartArray(ValuesName);
            foreach (var f in value.Values)
            {
                writer.WriteNumberValue(f);
            }

            writer.WriteEndArray();
        }

        writer.WriteEndObject();
    }

    protected override FloatVectors? Read(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var value = new FloatVectors();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, ValuesName))
            {
                value.Values = ReadValues(ref reader)!;
            }
            else
            {
                JsonParts.Skip(ref reader);
            }
        }

        return value;
    }

    private static float[]? ReadValues(ref Utf8JsonReader reader)
    {
        if (reader.TokenType == JsonTokenType.Null)
        {
            return null;
        }

        JsonParts.Expect(ref reader, JsonTokenType.StartArray);
        var values = new List<float>();
        while (reader.Read() && reader.TokenType == JsonTokenType.Number)
        {
            values.Add(reader.GetSingle());
        }

        JsonParts.Expect(ref reader, JsonTokenType.EndArray);
        return [.. values];
    }
}
