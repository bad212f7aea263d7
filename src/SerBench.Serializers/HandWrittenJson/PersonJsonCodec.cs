using System.Text.Json;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>Hand-written JSON for <see cref="Person"/>.</summary>
internal sealed class PersonJsonCodec : HandWrittenJsonCodec<Person>
{
    private static readonly JsonEncodedText IdName = JsonEncodedText.Encode("Id");
    private static readonly JsonEncodedText NameName = JsonEncodedText.Encode("Name");
    private static readonly JsonEncodedText DataName = JsonEncodedText.Encode("Data");
    private static readonly JsonEncodedText GuidName = JsonEncodedText.Encode("Guid");

    protected override void Write(Utf8JsonWriter writer, Person value)
    {
        writer.WriteStartObject();
        writer.WriteNumber(IdName, value.Id);
        JsonParts.WriteStringOrNull(writer, NameName, value.Name);
        JsonParts.WriteStringOrNull(writer, DataName, value.Data);
        writer.WriteString(GuidName, value.Guid);
        writer.WriteEndObject();
    }

    protected override Person? Read(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var value = new Person();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, IdName))
            {
                value.Id = reader.GetInt32();
            }
            else if (JsonParts.Is(ref reader, NameName))
            {
                value.Name = JsonParts.String(ref reader);
            }
            else if (JsonParts.Is(ref reader, DataName))
            {
                value.Data = JsonParts.String(ref reader);
            }
            else if (JsonParts.Is(ref reader, GuidName))
            {
                value.Guid = reader.GetGuid();
            }
            else
            {
                JsonParts.Skip(ref reader);
            }
        }

        return value;
    }
}
