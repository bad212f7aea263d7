using System.Text.Json;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>Reads a value whose first token is current, leaving its last token current.</summary>
internal delegate T JsonReadFunc<out T>(ref Utf8JsonReader reader);

/// <summary>
/// Small reading and writing steps the hand-written codecs share. Readers follow one convention: the value's
/// first token is current on entry and its last token is current on return.
/// </summary>
internal static class JsonParts
{
    /// <summary>Moves to the next token, which must be <paramref name="expected"/>.</summary>
    public static void Next(ref Utf8JsonReader reader, JsonTokenType expected)
    {
        if (!reader.Read() || reader.TokenType != expected)
        {
            throw Unexpected(ref reader, expected);
        }
    }

    /// <summary>Checks that the current token starts an object (false for null).</summary>
    public static bool StartObject(ref Utf8JsonReader reader)
    {
        if (reader.TokenType == JsonTokenType.Null)
        {
            return false;
        }

        Expect(ref reader, JsonTokenType.StartObject);
        return true;
    }

    /// <summary>Moves to the next property name; false at the object's end.</summary>
    public static bool NextProperty(ref Utf8JsonReader reader)
    {
        if (!reader.Read())
        {
            throw new JsonException("The JSON ended inside an object.");
        }

        if (reader.TokenType == JsonTokenType.EndObject)
        {
            return false;
        }

        Expect(ref reader, JsonTokenType.PropertyName);
        return true;
    }

    /// <summary>True, with the property's value current, when the current property is <paramref name="name"/>.</summary>
    public static bool Is(ref Utf8JsonReader reader, JsonEncodedText name)
    {
        if (!reader.ValueTextEquals(name.EncodedUtf8Bytes))
        {
            return false;
        }

        reader.Read();
        return true;
    }

    /// <summary>Skips a property this codec does not know, name and value (version tolerance, as JsonSerializer does).</summary>
    public static void Skip(ref Utf8JsonReader reader) => reader.Skip();

    public static string? String(ref Utf8JsonReader reader) =>
        reader.TokenType == JsonTokenType.Null ? null : reader.GetString();

    public static void WriteStringOrNull(Utf8JsonWriter writer, JsonEncodedText name, string? value)
    {
        if (value is null)
        {
            writer.WriteNull(name);
        }
        else
        {
            writer.WriteString(name, value);
        }
    }

    /// <summary>Writes a nested object property, or null.</summary>
    public static void WriteObject<T>(Utf8JsonWriter writer, JsonEncodedText name, T? value, Action<Utf8JsonWriter, T> writeBody)
        where T : class
    {
        if (value is null)
        {
            writer.WriteNull(name);
            return;
        }

        writer.WriteStartObject(name);
        writeBody(writer, value);
        writer.WriteEndObject();
    }

    public static List<T>? List<T>(ref Utf8JsonReader reader, JsonReadFunc<T> readItem)
    {
        if (reader.TokenType == JsonTokenType.Null)
        {
            return null;
        }

        Expect(ref reader, JsonTokenType.StartArray);
        var list = new List<T>();
        while (reader.Read() && reader.TokenType != JsonTokenType.EndArray)
        {
            list.Add(readItem(ref reader));
        }

        Expect(ref reader, JsonTokenType.EndArray);
        return list;
    }

    public static void WriteList<T>(Utf8JsonWriter writer, JsonEncodedText name, List<T>? list, Action<Utf8JsonWriter, T> writeItem)
    {
        if (list is null)
        {
            writer.WriteNull(name);
            return;
        }

        writer.WriteStartArray(name);
        foreach (var item in list)
        {
            writeItem(writer, item);
        }

        writer.WriteEndArray();
    }

    public static void WriteStringList(Utf8JsonWriter writer, JsonEncodedText name, List<string>? list) =>
        WriteList(writer, name, list, static (w, s) => w.WriteStringValue(s));

    public static string StringItem(ref Utf8JsonReader reader) =>
        String(ref reader) ?? throw new JsonException("A list of strings held null; the hand-written codecs do not keep null items.");

    public static void WriteStringDictionary(Utf8JsonWriter writer, JsonEncodedText name, Dictionary<string, string>? dictionary)
    {
        if (dictionary is null)
        {
            writer.WriteNull(name);
            return;
        }

        writer.WriteStartObject(name);
        foreach (var (key, value) in dictionary)
        {
            writer.WriteString(key, value);
        }

        writer.WriteEndObject();
    }

    public static Dictionary<string, string>? StringDictionary(ref Utf8JsonReader reader)
    {
        if (!StartObject(ref reader))
        {
            return null;
        }

        var dictionary = new Dictionary<string, string>();
        while (reader.Read() && reader.TokenType == JsonTokenType.PropertyName)
        {
            var key = reader.GetString()!;
            reader.Read();
            dictionary[key] = StringItem(ref reader);
        }

        Expect(ref reader, JsonTokenType.EndObject);
        return dictionary;
    }

    public static void Expect(ref Utf8JsonReader reader, JsonTokenType expected)
    {
        if (reader.TokenType != expected)
        {
            throw Unexpected(ref reader, expected);
        }
    }

    private static JsonException Unexpected(ref Utf8JsonReader reader, JsonTokenType expected) =>
        new($"Expected {expected} at byte {reader.TokenStartIndex}, found {reader.TokenType}.");
}
