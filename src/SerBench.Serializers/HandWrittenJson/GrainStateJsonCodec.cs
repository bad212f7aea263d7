using System.Text.Json;
using SerBench.Payloads.Models;
using N = SerBench.Serializers.HandWrittenJson.GrainJsonNames;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>
/// Hand-written JSON for the grain-state document: the document, the grain state, its containers and metadata.
/// Publisher and subscription states are in <see cref="GrainStateJsonStates"/>, streams in <see cref="StreamJson"/>.
/// </summary>
internal sealed class GrainStateJsonCodec : HandWrittenJsonCodec<GrainStateDocument>
{
    protected override void Write(Utf8JsonWriter writer, GrainStateDocument value)
    {
        writer.WriteStartObject();
        JsonParts.WriteStringOrNull(writer, N.Id, value.Id);
        JsonParts.WriteStringOrNull(writer, N.Etag, value.Etag);
        JsonParts.WriteObject(writer, N.Doc, value.Doc, WriteState);
        writer.WriteEndObject();
    }

    protected override GrainStateDocument? Read(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var value = new GrainStateDocument();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Id)) { value.Id = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Etag)) { value.Etag = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Doc)) { value.Doc = ReadState(ref reader); }
            else { JsonParts.Skip(ref reader); }
        }

        return value;
    }

    private static void WriteState(Utf8JsonWriter writer, PubSubGrainState state)
    {
        JsonParts.WriteStringOrNull(writer, N.Id, state.Id);
        JsonParts.WriteStringOrNull(writer, N.Type, state.Type);
        JsonParts.WriteObject(writer, N.Producers, state.Producers, static (w, c) =>
        {
            JsonParts.WriteStringOrNull(w, N.Type, c.Type);
            JsonParts.WriteList(w, N.Values, c.Values, GrainStateJsonStates.WritePublisher);
        });
        JsonParts.WriteObject(writer, N.Consumers, state.Consumers, static (w, c) =>
        {
            JsonParts.WriteStringOrNull(w, N.Type, c.Type);
            JsonParts.WriteList(w, N.Values, c.Values, GrainStateJsonStates.WriteSubscription);
        });
        JsonParts.WriteObject(writer, N.Metadata, state.Metadata, static (w, metadata) =>
        {
            foreach (var (key, entry) in metadata)
            {
                w.WritePropertyName(key);
                WriteMetadataEntry(w, entry);
            }
        });
    }

    private static PubSubGrainState? ReadState(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var state = new PubSubGrainState();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Id)) { state.Id = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Type)) { state.Type = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Producers)) { state.Producers = ReadProducers(ref reader); }
            else if (JsonParts.Is(ref reader, N.Consumers)) { state.Consumers = ReadConsumers(ref reader); }
            else if (JsonParts.Is(ref reader, N.Metadata)) { state.Metadata = ReadMetadata(ref reader)!; }
            else { JsonParts.Skip(ref reader); }
        }

        return state;
    }

    private static PublisherContainer? ReadProducers(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var container = new PublisherContainer();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Type)) { container.Type = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Values)) { container.Values = JsonParts.List(ref reader, GrainStateJsonStates.ReadPublisher)!; }
            else { JsonParts.Skip(ref reader); }
        }

        return container;
    }

    private static SubscriptionContainer? ReadConsumers(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var container = new SubscriptionContainer();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Type)) { container.Type = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Values)) { container.Values = JsonParts.List(ref reader, GrainStateJsonStates.ReadSubscription)!; }
            else { JsonParts.Skip(ref reader); }
        }

        return container;
    }

    private static Dictionary<string, MetadataEntry>? ReadMetadata(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var metadata = new Dictionary<string, MetadataEntry>();
        while (JsonParts.NextProperty(ref reader))
        {
            var key = reader.GetString()!;
            reader.Read();
            metadata[key] = ReadMetadataEntry(ref reader)
                ?? throw new JsonException($"Metadata entry '{key}' is null; the hand-written codec does not keep null entries.");
        }

        return metadata;
    }

    private static void WriteMetadataEntry(Utf8JsonWriter writer, MetadataEntry entry)
    {
        writer.WriteStartObject();
        JsonParts.WriteStringOrNull(writer, N.Name, entry.Name);
        JsonParts.WriteStringOrNull(writer, N.Value, entry.Value);
        JsonParts.WriteStringOrNull(writer, N.Timestamp, entry.Timestamp);
        JsonParts.WriteStringList(writer, N.Tags, entry.Tags);
        writer.WriteEndObject();
    }

    private static MetadataEntry? ReadMetadataEntry(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var entry = new MetadataEntry();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Name)) { entry.Name = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Value)) { entry.Value = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Timestamp)) { entry.Timestamp = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Tags)) { entry.Tags = JsonParts.List(ref reader, JsonParts.StringItem)!; }
            else { JsonParts.Skip(ref reader); }
        }

        return entry;
    }
}
