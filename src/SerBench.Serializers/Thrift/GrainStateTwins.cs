using SerBench.Payloads.Models;
using SerBench.Serializers.Thrift.Twins;

namespace SerBench.Serializers.Thrift;

/// <summary>
/// Mapping of seed 000's grain-state document to its twin, member by member (Idl/grainstate.thrift). Lists and
/// dictionaries of strings are handed over as they are: a twin only lives to be written, or to be mapped once.
/// </summary>
internal static class GrainStateTwins
{
    public static TwinMap<GrainStateDocument, GrainStateDocumentTwin> Document { get; } = new(ToTwin, FromTwin, () => new GrainStateDocumentTwin());

    private static GrainStateDocumentTwin ToTwin(GrainStateDocument v) => new()
    {
        Id = v.Id,
        Etag = v.Etag,
        Doc = v.Doc is { } doc ? ToTwin(doc) : null,
    };

    private static GrainStateDocument FromTwin(GrainStateDocumentTwin m) => new()
    {
        Id = m.Id,
        Etag = m.Etag,
        Doc = m.Doc is { } doc ? FromTwin(doc) : null,
    };

    private static PubSubGrainStateTwin ToTwin(PubSubGrainState v)
    {
        var metadata = new Dictionary<string, MetadataEntryTwin>(v.Metadata.Count);
        foreach (var (key, entry) in v.Metadata)
        {
            metadata.Add(key, new MetadataEntryTwin { Name = entry.Name, Value = entry.Value, Timestamp = entry.Timestamp, Tags = entry.Tags });
        }

        return new PubSubGrainStateTwin
        {
            Id = v.Id,
            Type = v.Type,
            Producers = v.Producers is { } producers
                ? new PublisherContainerTwin { Type = producers.Type, Values = [.. producers.Values.Select(ToTwin)] }
                : null,
            Consumers = v.Consumers is { } consumers
                ? new SubscriptionContainerTwin { Type = consumers.Type, Values = [.. consumers.Values.Select(ToTwin)] }
                : null,
            Metadata = metadata,
        };
    }

    private static PubSubGrainState FromTwin(PubSubGrainStateTwin m)
    {
        var metadata = new Dictionary<string, MetadataEntry>(m.Metadata?.Count ?? 0);
        foreach (var (key, entry) in m.Metadata ?? [])
        {
            metadata.Add(key, new MetadataEntry { Name = entry.Name, Value = entry.Value, Timestamp = entry.Timestamp, Tags = entry.Tags ?? [] });
        }

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

    private static PublisherStateTwin ToTwin(PublisherState v) => new()
    {
        Id = v.Id,
        Type = v.Type,
        Producer = ToTwin(v.Producer),
        Stream = ToTwin(v.Stream),
        LastTimeUsed = v.LastTimeUsed,
    };

    private static PublisherState FromTwin(PublisherStateTwin m) => new()
    {
        Id = m.Id,
        Type = m.Type,
        Producer = FromTwin(m.Producer),
        Stream = FromTwin(m.Stream),
        LastTimeUsed = m.LastTimeUsed,
    };

    private static SubscriptionStateTwin ToTwin(SubscriptionState v) => new()
    {
        Id = v.Id,
        Type = v.Type,
        SubscriptionId = v.SubscriptionId is { } sid
            ? new SubscriptionIdentityTwin { Id = sid.Id, Type = sid.Type, Guid = TwinConvert.FromGuid(sid.Guid) }
            : null,
        Stream = ToTwin(v.Stream),
        Consumer = ToTwin(v.Consumer),
        FilterData = v.FilterData is { } filter ? new FilterDataTwin { Id = filter.Id, Type = filter.Type, Properties = filter.Properties } : null,
        State = v.State,
    };

    private static SubscriptionState FromTwin(SubscriptionStateTwin m) => new()
    {
        Id = m.Id,
        Type = m.Type,
        SubscriptionId = m.SubscriptionId is { } sid
            ? new SubscriptionIdentity { Id = sid.Id, Type = sid.Type, Guid = TwinConvert.ToGuid(sid.Guid) }
            : null,
        Stream = FromTwin(m.Stream),
        Consumer = FromTwin(m.Consumer),
        FilterData = m.FilterData is { } filter ? new FilterData { Id = filter.Id, Type = filter.Type, Properties = filter.Properties ?? [] } : null,
        State = m.State,
    };

    private static GrainReferenceTwin? ToTwin(GrainReference? v) =>
        v is null ? null : new GrainReferenceTwin { Type = v.Type, Key = v.Key };

    private static GrainReference? FromTwin(GrainReferenceTwin? m) =>
        m is null ? null : new GrainReference { Type = m.Type, Key = m.Key };

    private static StreamReferenceTwin? ToTwin(StreamReference? v) => v is null ? null : new StreamReferenceTwin
    {
        Id = v.Id,
        Type = v.Type,
        ProviderName = v.ProviderName,
        StreamId = v.StreamId is not { } sid ? null : new StreamIdentityTwin
        {
            Id = sid.Id,
            Type = sid.Type,
            FullKey = sid.FullKey is not { } key ? null : new StreamKeyTwin
            {
                Type = key.Type,
                Value = key.Value is not { } value ? null : new StreamKeyValueTwin
                {
                    BinaryValue = value.Binary is not { } binary ? null : new BinaryValueTwin { Base64 = binary.Base64, SubType = binary.SubType },
                },
            },
            KeyIndex = sid.KeyIndex,
            HashCode = sid.HashCode,
        },
    };

    private static StreamReference? FromTwin(StreamReferenceTwin? m) => m is null ? null : new StreamReference
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
                    Binary = value.BinaryValue is not { } binary ? null : new BinaryValue { Base64 = binary.Base64, SubType = binary.SubType },
                },
            },
            KeyIndex = sid.KeyIndex,
            HashCode = sid.HashCode,
        },
    };
}
