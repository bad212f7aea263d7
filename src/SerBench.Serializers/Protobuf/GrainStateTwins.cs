using SerBench.Payloads.Models;
using SerBench.Serializers.Protobuf.Twins;
using static SerBench.Serializers.Protobuf.TwinConvert;

namespace SerBench.Serializers.Protobuf;

/// <summary>Mapping of seed 000's grain-state document to its twin, member by member (Protos/grainstate.proto).</summary>
internal static class GrainStateTwins
{
    public static TwinMap<GrainStateDocument, GrainStateDocumentTwin> Document { get; } = new(ToTwin, FromTwin, GrainStateDocumentTwin.Parser);

    private static GrainStateDocumentTwin ToTwin(GrainStateDocument v) => new()
    {
        Id = FromString(v.Id),
        Etag = FromString(v.Etag),
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
        var twin = new PubSubGrainStateTwin { Id = FromString(v.Id), Type = FromString(v.Type) };
        if (v.Producers is { } producers)
        {
            twin.Producers = new PublisherContainerTwin { Type = FromString(producers.Type) };
            twin.Producers.Values.AddRange(producers.Values.Select(ToTwin));
        }

        if (v.Consumers is { } consumers)
        {
            twin.Consumers = new SubscriptionContainerTwin { Type = FromString(consumers.Type) };
            twin.Consumers.Values.AddRange(consumers.Values.Select(ToTwin));
        }

        foreach (var (key, entry) in v.Metadata)
        {
            var item = new MetadataEntryTwin { Name = FromString(entry.Name), Value = FromString(entry.Value), Timestamp = FromString(entry.Timestamp) };
            item.Tags.AddRange(entry.Tags);
            twin.Metadata.Add(key, item);
        }

        return twin;
    }

    private static PubSubGrainState FromTwin(PubSubGrainStateTwin m)
    {
        var metadata = new Dictionary<string, MetadataEntry>(m.Metadata.Count);
        foreach (var (key, entry) in m.Metadata)
        {
            metadata.Add(key, new MetadataEntry { Name = entry.Name, Value = entry.Value, Timestamp = entry.Timestamp, Tags = [.. entry.Tags] });
        }

        return new PubSubGrainState
        {
            Id = m.Id,
            Type = m.Type,
            Producers = m.Producers is { } producers
                ? new PublisherContainer { Type = producers.Type, Values = producers.Values.Select(FromTwin).ToList() }
                : null,
            Consumers = m.Consumers is { } consumers
                ? new SubscriptionContainer { Type = consumers.Type, Values = consumers.Values.Select(FromTwin).ToList() }
                : null,
            Metadata = metadata,
        };
    }

    private static PublisherStateTwin ToTwin(PublisherState v) => new()
    {
        Id = FromString(v.Id),
        Type = FromString(v.Type),
        Producer = ToTwin(v.Producer),
        Stream = ToTwin(v.Stream),
        LastTimeUsed = FromString(v.LastTimeUsed),
    };

    private static PublisherState FromTwin(PublisherStateTwin m) => new()
    {
        Id = m.Id,
        Type = m.Type,
        Producer = FromTwin(m.Producer),
        Stream = FromTwin(m.Stream),
        LastTimeUsed = m.LastTimeUsed,
    };

    private static SubscriptionStateTwin ToTwin(SubscriptionState v)
    {
        var twin = new SubscriptionStateTwin
        {
            Id = FromString(v.Id),
            Type = FromString(v.Type),
            SubscriptionId = v.SubscriptionId is { } sid
                ? new SubscriptionIdentityTwin { Id = FromString(sid.Id), Type = FromString(sid.Type), Guid = FromGuid(sid.Guid) }
                : null,
            Stream = ToTwin(v.Stream),
            Consumer = ToTwin(v.Consumer),
            State = v.State,
        };
        if (v.FilterData is { } filter)
        {
            twin.FilterData = new FilterDataTwin { Id = FromString(filter.Id), Type = FromString(filter.Type) };
            twin.FilterData.Properties.Add(filter.Properties);
        }

        return twin;
    }

    private static SubscriptionState FromTwin(SubscriptionStateTwin m) => new()
    {
        Id = m.Id,
        Type = m.Type,
        SubscriptionId = m.SubscriptionId is { } sid
            ? new SubscriptionIdentity { Id = sid.Id, Type = sid.Type, Guid = ToGuid(sid.Guid) }
            : null,
        Stream = FromTwin(m.Stream),
        Consumer = FromTwin(m.Consumer),
        FilterData = m.FilterData is { } filter
            ? new FilterData { Id = filter.Id, Type = filter.Type, Properties = new Dictionary<string, string>(filter.Properties) }
            : null,
        State = m.State,
    };

    private static GrainReferenceTwin? ToTwin(GrainReference? v) =>
        v is null ? null : new GrainReferenceTwin { Type = FromString(v.Type), Key = FromString(v.Key) };

    private static GrainReference? FromTwin(GrainReferenceTwin? m) =>
        m is null ? null : new GrainReference { Type = m.Type, Key = m.Key };

    private static StreamReferenceTwin? ToTwin(StreamReference? v) => v is null ? null : new StreamReferenceTwin
    {
        Id = FromString(v.Id),
        Type = FromString(v.Type),
        ProviderName = FromString(v.ProviderName),
        StreamId = v.StreamId is not { } sid ? null : new StreamIdentityTwin
        {
            Id = FromString(sid.Id),
            Type = FromString(sid.Type),
            FullKey = sid.FullKey is not { } key ? null : new StreamKeyTwin
            {
                Type = FromString(key.Type),
                Value = key.Value is not { } value ? null : new StreamKeyValueTwin
                {
                    Binary = value.Binary is not { } binary ? null : new BinaryValueTwin { Base64 = FromString(binary.Base64), SubType = FromString(binary.SubType) },
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
                    Binary = value.Binary is not { } binary ? null : new BinaryValue { Base64 = binary.Base64, SubType = binary.SubType },
                },
            },
            KeyIndex = sid.KeyIndex,
            HashCode = sid.HashCode,
        },
    };
}
