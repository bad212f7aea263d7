using System.Text.Json;
using SerBench.Payloads.Models;
using N = SerBench.Serializers.HandWrittenJson.GrainJsonNames;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>Hand-written JSON for a grain state's stream reference and its nested identity, key and binary.</summary>
internal static class StreamJson
{
    /// <summary>Writes the members of a stream reference (the caller writes the braces).</summary>
    public static void WriteStream(Utf8JsonWriter writer, StreamReference stream)
    {
        JsonParts.WriteStringOrNull(writer, N.Id, stream.Id);
        JsonParts.WriteStringOrNull(writer, N.Type, stream.Type);
        JsonParts.WriteStringOrNull(writer, N.ProviderName, stream.ProviderName);
        JsonParts.WriteObject(writer, N.StreamId, stream.StreamId, static (w, id) =>
        {
            JsonParts.WriteStringOrNull(w, N.Id, id.Id);
            JsonParts.WriteStringOrNull(w, N.Type, id.Type);
            JsonParts.WriteObject(w, N.FullKey, id.FullKey, static (w2, key) =>
            {
                JsonParts.WriteStringOrNull(w2, N.Type, key.Type);
                JsonParts.WriteObject(w2, N.Value, key.Value, static (w3, value) =>
                    JsonParts.WriteObject(w3, N.Binary, value.Binary, static (w4, binary) =>
                    {
                        JsonParts.WriteStringOrNull(w4, N.Base64, binary.Base64);
                        JsonParts.WriteStringOrNull(w4, N.SubType, binary.SubType);
                    }));
            });
            w.WriteNumber(N.KeyIndex, id.KeyIndex);
            w.WriteNumber(N.HashCode, id.HashCode);
        });
    }

    public static StreamReference? ReadStream(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var stream = new StreamReference();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Id)) { stream.Id = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Type)) { stream.Type = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.ProviderName)) { stream.ProviderName = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.StreamId)) { stream.StreamId = ReadIdentity(ref reader); }
            else { JsonParts.Skip(ref reader); }
        }

        return stream;
    }

    private static StreamIdentity? ReadIdentity(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var id = new StreamIdentity();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Id)) { id.Id = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Type)) { id.Type = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.FullKey)) { id.FullKey = ReadKey(ref reader); }
            else if (JsonParts.Is(ref reader, N.KeyIndex)) { id.KeyIndex = reader.GetInt32(); }
            else if (JsonParts.Is(ref reader, N.HashCode)) { id.HashCode = reader.GetInt32(); }
            else { JsonParts.Skip(ref reader); }
        }

        return id;
    }

    private static StreamKey? ReadKey(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var key = new StreamKey();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Type)) { key.Type = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Value)) { key.Value = ReadKeyValue(ref reader); }
            else { JsonParts.Skip(ref reader); }
        }

        return key;
    }

    private static StreamKeyValue? ReadKeyValue(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var value = new StreamKeyValue();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Binary)) { value.Binary = ReadBinary(ref reader); }
            else { JsonParts.Skip(ref reader); }
        }

        return value;
    }

    private static BinaryValue? ReadBinary(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var binary = new BinaryValue();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Base64)) { binary.Base64 = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.SubType)) { binary.SubType = JsonParts.String(ref reader); }
            else { JsonParts.Skip(ref reader); }
        }

        return binary;
    }
}
