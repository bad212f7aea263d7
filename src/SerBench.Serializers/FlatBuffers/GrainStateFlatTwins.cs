using SerBench.Payloads.Models;
using SerBench.Serializers.FlatBuffers.Twins;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>
/// Mapping of seed 000's grain-state document to its twin, member by member (Idl/grainstate.fbs). Lists of strings
/// are handed over as they are; dictionaries become vectors of key/value tables, in their order.
/// </summary>
internal static class GrainStateFlatTwins
{
    public static FlatTwinMap<GrainStateDocument, GrainStateDocumentFbT> Document { get; } = new(
        v => new GrainStateDocumentFbT { Id = v.Id, Etag = v.Etag, Doc = v.Doc is { } doc ? ToTwin(doc) : null },
        m => new GrainStateDocument { Id = m.Id, Etag = m.Etag, Doc = m.Doc is { } doc ? FromTwin(doc) : null },
        (b, t) => GrainStateDocumentFb.Pack(b, t).Value,
        bb => GrainStateDocumentFb.GetRootAsGrainStateDocumentFb(bb).UnPack());

    private static PubSubGrainStateFbT ToTwin(PubSubGrainState v) => new()
    {
        Id = v.Id,
        Type = v.Type,
        Producers = v.Producers is { } producers
            ? new PublisherContainerFbT { Type = producers.Type, Values = [.. producers.Values.Select(ToTwin)] }
            : null,
        Consumers = v.Consumers is { } consumers
            ? new SubscriptionContainerFbT { Type = consumers.Type, Values = [.. consumers.Values.Select(ToTwin)] }
            : null,
        Metadata = [.. v.Metadata.Select(pair => new MetadataPairFbT
        {
            Key = pair.Key,
            Value = new MetadataEntryFbT { Name = pair.Value.Name, Value = pair.Value.Value, Timestamp = pair.Value.Timestamp, Tags = pair.Value.Tags },
        })],
    };

    private static PubSubGrainState FromTwin(PubSubGrainStateFbT m)
    {
        var metadata = FlatConvert.ToDictionary(
            m.Metadata,
            pair => pair.Key,
            pair => new MetadataEntry { Name = pair.Value?.Name, Value = pair.Value?.Value, Timestamp = pair.Value?.Timestamp, Tags = pair.Value?.Tags ?? [] });
        return new PubSubGrainState
        {
            Id = m.Id,
            Type = m.Type,
            Producers = m.Producers is { } producers
                ? new PublisherContainer { Type = producers.Type, Values = producers.Values is { } published ? [.. published.Select(FromTwin)] : [] }
                : null,
            Consumers = m.Consumers is { } consumers
                ? new SubscriptionContainer { Type = consumers.Type, Values = consumers.Values is { } subscribed ? [.. subscribed.Select(FromTwin)] : [] }
                : null,
            Metadata = metadata,
        };
    }

    private static PublisherStateFbT ToTwin(PublisherState v) => new()
    {
        Id = v.Id,
        Type = v.Type,
        Producer = ToTwin(v.Producer),
        Stream = ToTwin(v.Stream),
        LastTimeUsed = v.LastTimeUsed,
    };

    private static PublisherState FromTwin(PublisherStateFbT m) => new()
    {
        Id = m.Id,
        Type = m.Type,
        Producer = FromTwin(m.Producer),
        Stream = FromTwin(m.Stream),
        LastTimeUsed = m.LastTimeUsed,
    };

    private static SubscriptionStateFbT ToTwin(SubscriptionState v) => new()
    {
        Id = v.Id,
        Type = v.Type,
        SubscriptionId = v.SubscriptionId is { } sid
            ? new SubscriptionIdentityFbT { Id = sid.Id, Type = sid.Type, Guid = FlatConvert.FromGuid(sid.Guid) }
            : null,
        Stream = ToTwin(v.Stream),
        Consumer = ToTwin(v.Consumer),
        FilterData = v.FilterData is { } filter
            ? new FilterDataFbT { Id = filter.Id, Type = filter.Type, Properties = FlatConvert.FromDictionary(filter.Properties) }
            : null,
        State = v.State,
    };

    private static SubscriptionState FromTwin(SubscriptionStateFbT m) => new()
    {
        Id = m.Id,
        Type = m.Type,
        SubscriptionId = m.SubscriptionId is { } sid
            ? new SubscriptionIdentity { Id = sid.Id, Type = sid.Type, Guid = FlatConvert.ToGuid(sid.Guid) }
            : null,
        Stream = FromTwin(m.Stream),
        Consumer = FromTwin(m.Consumer),
        FilterData = m.FilterData is { } filter
            ? new FilterData { Id = filter.Id, Type = filter.Type, Properties = FlatConvert.ToDictionary(filter.Properties) }
            : null,
        State = m.State,
    };

    private static GrainReferenceFbT? ToTwin(GrainReference? v) =>
        v is null ? null : new GrainReferenceFbT { Type = v.Type, Key = v.Key };

    private static GrainReference? FromTwin(GrainReferenceFbT? m) =>
        m is null ? null : new GrainReference { Type = m.Type, Key = m.Key };

    private static StreamReferenceFbT? ToTwin(StreamReference? v) => v is null ? null : new StreamReferenceFbT
    {
        Id = v.Id,
        Type = v.Type,
        ProviderName = v.ProviderName,
        StreamId = v.StreamId is not { } sid ? null : new StreamIdentityFbT
        {
            Id = sid.Id,
            Type = sid.Type,
            FullKey = sid.FullKey is not { } key ? null : new StreamKeyFbT
            {
                Type = key.Type,
                Value = key.Value is not { } value ? null : new StreamKeyValueFbT
                {
                    Binary = value.Binary is not { } binary ? null : new BinaryValueFbT { Base64 = binary.Base64, SubType = binary.SubType },
                },
            },
            KeyIndex = sid.KeyIndex,
            HashCode = sid.HashCode,
        },
    };

    private static StreamReference? FromTwin(StreamReferenceFbT? m) => m is null ? null : new StreamReference
    {
        Id = m.Id,
        Type = m.Type,
        ProviderName = m.ProviderName,
        StreamId = m.StreamId is not { } sid ? null : new StreamIdentity
        {
            Id = sid.Id,
            Type = sid.Type,
            FullKey = sid.FullKey is not { } key ? null : new StreamKey
            {
                Type = key.Type,
                Value = key.Value is not { } value ? null : new StreamKeyValue
                {
                    Binary = value.Binary is not { } binary ? null : new BinaryValue { Base64 = binary.Base64, SubType = binary.SubType },
                },
            },
            KeyIndex = sid.KeyIndex,
            HashCode = sid.HashCode,
        },
    };
}
