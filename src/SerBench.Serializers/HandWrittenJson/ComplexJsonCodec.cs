using System.Text.Json;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>Hand-written JSON for <see cref="ComplexObject"/> and its children.</summary>
internal sealed class ComplexJsonCodec : HandWrittenJsonCodec<ComplexObject>
{
    private static readonly JsonEncodedText IdName = JsonEncodedText.Encode("Id");
    private static readonly JsonEncodedText OtherIdName = JsonEncodedText.Encode("OtherId");
    private static readonly JsonEncodedText NameName = JsonEncodedText.Encode("Name");
    private static readonly JsonEncodedText EnumValueName = JsonEncodedText.Encode("EnumValue");
    private static readonly JsonEncodedText PercentageName = JsonEncodedText.Encode("Percentage");
    private static readonly JsonEncodedText CostName = JsonEncodedText.Encode("Cost");
    private static readonly JsonEncodedText ChildrenName = JsonEncodedText.Encode("Children");
    private static readonly JsonEncodedText CreatedName = JsonEncodedText.Encode("Created");
    private static readonly JsonEncodedText LastEditName = JsonEncodedText.Encode("LastEdit");

    protected override void Write(Utf8JsonWriter writer, ComplexObject value)
    {
        writer.WriteStartObject();
        writer.WriteNumber(IdName, value.Id);
        writer.WriteNumber(OtherIdName, value.OtherId);
        JsonParts.WriteStringOrNull(writer, NameName, value.Name);
        writer.WriteNumber(EnumValueName, (int)value.EnumValue);
        writer.WriteNumber(PercentageName, value.Percentage);
        writer.WriteNumber(CostName, value.Cost);
        JsonParts.WriteList(writer, ChildrenName, value.Children, WriteChild);
        writer.WriteEndObject();
    }

    protected override ComplexObject? Read(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var value = new ComplexObject();
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
            else if (JsonParts.Is(ref reader, PercentageName))
            {
                value.Percentage = reader.GetDouble();
            }
            else if (JsonParts.Is(ref reader, CostName))
            {
                value.Cost = reader.GetDecimal();
            }
            else if (JsonParts.Is(ref reader, ChildrenName))
            {
                value.Children = JsonParts.List(ref reader, ReadChild)!;
            }
            else
            {
                JsonParts.Skip(ref reader);
            }
        }

        return value;
    }

    private static void WriteChild(Utf8JsonWriter writer, ChildObject child)
    {
        writer.WriteStartObject();
        writer.WriteString(IdName, child.Id);
        writer.WriteString(CreatedName, child.Created);
        writer.WriteString(LastEditName, child.LastEdit);
        JsonParts.WriteStringOrNull(writer, NameName, child.Name);
        writer.WriteNumber(PercentageName, child.Percentage);
        writer.WriteEndObject();
    }

    private static ChildObject ReadChild(ref Utf8JsonReader reader)
    {
        JsonParts.Expect(ref reader, JsonTokenType.StartObject);
        var child = new ChildObject();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, IdName))
            {
                child.Id = reader.GetGuid();
            }
            else if (JsonParts.Is(ref reader, CreatedName))
            {
                child.Created = reader.GetDateTime();
            }
            else if (JsonParts.Is(ref reader, LastEditName))
            {
                child.LastEdit = reader.GetDateTime();
            }
            else if (JsonParts.Is(ref reader, NameName))
            {
                child.Name = JsonParts.String(ref reader);
            }
            else if (JsonParts.Is(ref reader, PercentageName))
            {
                child.Percentage = reader.GetSingle();
            }
            else
            {
                JsonParts.Skip(ref reader);
            }
        }

        return child;
    }
}
