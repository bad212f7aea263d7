using System.Text.Json;
using SerBench.Payloads.Models;
using N = SerBench.Serializers.HandWrittenJson.GrainJsonNames;

namespace SerBench.Serializers.HandWrittenJson;

/// <summary>Hand-written JSON for the grain state's publisher and subscription states and their parts.</summary>
internal static class GrainStateJsonStates
{
    public static void WritePublisher(Utf8JsonWriter writer, PublisherState publisher)
    {
        writer.WriteStartObject();
        JsonParts.WriteStringOrNull(writer, N.Id, publisher.Id);
        JsonParts.WriteStringOrNull(writer, N.Type, publisher.Type);
        JsonParts.WriteObject(writer, N.Producer, publisher.Producer, WriteGrainReference);
        JsonParts.WriteObject(writer, N.Stream, publisher.Stream, StreamJson.WriteStream);
        JsonParts.WriteStringOrNull(writer, N.LastTimeUsed, publisher.LastTimeUsed);
        writer.WriteEndObject();
    }

    public static PublisherState ReadPublisher(ref Utf8JsonReader reader)
    {
        JsonParts.Expect(ref reader, JsonTokenType.StartObject);
        var publisher = new PublisherState();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Id)) { publisher.Id = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Type)) { publisher.Type = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Producer)) { publisher.Producer = ReadGrainReference(ref reader); }
            else if (JsonParts.Is(ref reader, N.Stream)) { publisher.Stream = StreamJson.ReadStream(ref reader); }
            else if (JsonParts.Is(ref reader, N.LastTimeUsed)) { publisher.LastTimeUsed = JsonParts.String(ref reader); }
            else { JsonParts.Skip(ref reader); }
        }

        return publisher;
    }

    public static void WriteSubscription(Utf8JsonWriter writer, SubscriptionState subscription)
    {
        writer.WriteStartObject();
        JsonParts.WriteStringOrNull(writer, N.Id, subscription.Id);
        JsonParts.WriteStringOrNull(writer, N.Type, subscription.Type);
        JsonParts.WriteObject(writer, N.SubscriptionId, subscription.SubscriptionId, static (w, id) =>
        {
            JsonParts.WriteStringOrNull(w, N.Id, id.Id);
            JsonParts.WriteStringOrNull(w, N.Type, id.Type);
            w.WriteString(N.Guid, id.Guid);
        });
        JsonParts.WriteObject(writer, N.Stream, subscription.Stream, StreamJson.WriteStream);
        JsonParts.WriteObject(writer, N.Consumer, subscription.Consumer, WriteGrainReference);
        JsonParts.WriteObject(writer, N.FilterData, subscription.FilterData, static (w, filter) =>
        {
            JsonParts.WriteStringOrNull(w, N.Id, filter.Id);
            JsonParts.WriteStringOrNull(w, N.Type, filter.Type);
            JsonParts.WriteStringDictionary(w, N.Properties, filter.Properties);
        });
        writer.WriteNumber(N.State, subscription.State);
        writer.WriteEndObject();
    }

    public static SubscriptionState ReadSubscription(ref Utf8JsonReader reader)
    {
        JsonParts.Expect(ref reader, JsonTokenType.StartObject);
        var subscription = new SubscriptionState();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Id)) { subscription.Id = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Type)) { subscription.Type = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.SubscriptionId)) { subscription.SubscriptionId = ReadSubscriptionId(ref reader); }
            else if (JsonParts.Is(ref reader, N.Stream)) { subscription.Stream = StreamJson.ReadStream(ref reader); }
            else if (JsonParts.Is(ref reader, N.Consumer)) { subscription.Consumer = ReadGrainReference(ref reader); }
            else if (JsonParts.Is(ref reader, N.FilterData)) { subscription.FilterData = ReadFilterData(ref reader); }
            else if (JsonParts.Is(ref reader, N.State)) { subscription.State = reader.GetInt32(); }
            else { JsonParts.Skip(ref reader); }
        }

        return subscription;
    }

    private static void WriteGrainReference(Utf8JsonWriter writer, GrainReference reference)
    {
        JsonParts.WriteStringOrNull(writer, N.Type, reference.Type);
        JsonParts.WriteStringOrNull(writer, N.Key, reference.Key);
    }

    private static GrainReference? ReadGrainReference(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var reference = new GrainReference();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Type)) { reference.Type = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Key)) { reference.Key = JsonParts.String(ref reader); }
            else { JsonParts.Skip(ref reader); }
        }

        return reference;
    }

    private static SubscriptionIdentity? ReadSubscriptionId(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var id = new SubscriptionIdentity();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Id)) { id.Id = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Type)) { id.Type = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Guid)) { id.Guid = reader.GetGuid(); }
            else { JsonParts.Skip(ref reader); }
        }

        return id;
    }

    private static FilterData? ReadFilterData(ref Utf8JsonReader reader)
    {
        if (!JsonParts.StartObject(ref reader))
        {
            return null;
        }

        var filter = new FilterData();
        while (JsonParts.NextProperty(ref reader))
        {
            if (JsonParts.Is(ref reader, N.Id)) { filter.Id = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Type)) { filter.Type = JsonParts.String(ref reader); }
            else if (JsonParts.Is(ref reader, N.Properties)) { filter.Properties = JsonParts.StringDictionary(ref reader)!; }
            else { JsonParts.Skip(ref reader); }
        }

        return filter;
    }
}
