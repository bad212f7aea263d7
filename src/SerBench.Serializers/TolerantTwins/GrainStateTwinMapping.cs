using SerBench.Payloads.Models;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>The canonical grainstate models to their twins and back (outside any timing).</summary>
internal static partial class TwinMapping
{
    public static GrainStateDocumentTwin ToTwin(GrainStateDocument v) => new()
    {
        Id = v.Id,
        Etag = v.Etag,
        Doc = v.Doc is null ? null : ToTwin(v.Doc),
    };

    public static GrainStateDocument FromTwin(GrainStateDocumentTwin t) => new()
    {
        Id = t.Id,
        Etag = t.Etag,
        Doc = t.Doc is null ? null : FromTwin(t.Doc),
    };

    public static PubSubGrainStateTwin ToTwin(PubSubGrainState v) => new()
    {
        Id = v.Id,
        Type = v.Type,
        Producers = v.Producers is null ? null : ToTwin(v.Producers),
        Consumers = v.Consumers is null ? null : ToTwin(v.Consumers),
        Metadata = v.Metadata.ToDictionary(kv => kv.Key, kv => ToTwin(kv.Value)),
    };

    public static PubSubGrainState FromTwin(PubSubGrainStateTwin t) => new()
    {
        Id = t.Id,
        Type = t.Type,
        Producers = t.Producers is null ? null : FromTwin(t.Producers),
        Consumers = t.Consumers is null ? null : FromTwin(t.Consumers),
        Metadata = t.Metadata.ToDictionary(kv => kv.Key, kv => FromTwin(kv.Value)),
    };

    public static PublisherContainerTwin ToTwin(PublisherContainer v) => new()
    {
        Type = v.Type,
        Values = v.Values.Select(x => ToTwin(x)).ToList(),
    };

    public static PublisherContainer FromTwin(PublisherContainerTwin t) => new()
    {
        Type = t.Type,
        Values = t.Values.Select(x => FromTwin(x)).ToList(),
    };

    public static SubscriptionContainerTwin ToTwin(SubscriptionContainer v) => new()
    {
        Type = v.Type,
        Values = v.Values.Select(x => ToTwin(x)).ToList(),
    };

    public static SubscriptionContainer FromTwin(SubscriptionContainerTwin t) => new()
    {
        Type = t.Type,
        Values = t.Values.Select(x => FromTwin(x)).ToList(),
    };

    public static PublisherStateTwin ToTwin(PublisherState v) => new()
    {
        Id = v.Id,
        Type = v.Type,
        Producer = v.Producer is null ? null : ToTwin(v.Producer),
        Stream = v.Stream is null ? null : ToTwin(v.Stream),
        LastTimeUsed = v.LastTimeUsed,
    };

    public static PublisherState FromTwin(PublisherStateTwin t) => new()
    {
        Id = t.Id,
        Type = t.Type,
        Producer = t.Producer is null ? null : FromTwin(t.Producer),
        Stream = t.Stream is null ? null : FromTwin(t.Stream),
        LastTimeUsed = t.LastTimeUsed,
    };

    public static SubscriptionStateTwin ToTwin(SubscriptionState v) => new()
    {
        Id = v.Id,
        Type = v.Type,
        SubscriptionId = v.SubscriptionId is null ? null : ToTwin(v.SubscriptionId),
        Stream = v.Stream is null ? null : ToTwin(v.Stream),
        Consumer = v.Consumer is null ? null : ToTwin(v.Consumer),
        FilterData = v.FilterData is null ? null : ToTwin(v.FilterData),
        State = v.State,
    };

    public static SubscriptionState FromTwin(SubscriptionStateTwin t) => new()
    {
        Id = t.Id,
        Type = t.Type,
        SubscriptionId = t.SubscriptionId is null ? null : FromTwin(t.SubscriptionId),
        Stream = t.Stream is null ? null : FromTwin(t.Stream),
        Consumer = t.Consumer is null ? null : FromTwin(t.Consumer),
        FilterData = t.FilterData is null ? null : FromTwin(t.FilterData),
        State = t.State,
    };

    public static GrainReferenceTwin ToTwin(GrainReference v) => new()
    {
        Type = v.Type,
        Key = v.Key,
    };

    public static GrainReference FromTwin(GrainReferenceTwin t) => new()
    {
        Type = t.Type,
        Key = t.Key,
    };

    public static SubscriptionIdentityTwin ToTwin(SubscriptionIdentity v) => new()
    {
        Id = v.Id,
        Type = v.Type,
        Guid = v.Guid,
    };

    public static SubscriptionIdentity FromTwin(SubscriptionIdentityTwin t) => new()
    {
        Id = t.Id,
        Type = t.Type,
        Guid = t.Guid,
    };

    public static FilterDataTwin ToTwin(FilterData v) => new()
    {
        Id = v.Id,
        Type = v.Type,
        Properties = v.Properties,
    };

    public static FilterData FromTwin(FilterDataTwin t) => new()
    {
        Id = t.Id,
        Type = t.Type,
        Properties = t.Properties,
    };

    public static MetadataEntryTwin ToTwin(MetadataEntry v) => new()
    {
        Name = v.Name,
        Value = v.Value,
        Timestamp = v.Timestamp,
        Tags = v.Tags,
    };

    public static MetadataEntry FromTwin(MetadataEntryTwin t) => new()
    {
        Name = t.Name,
        Value = t.Value,
        Timestamp = t.Timestamp,
        Tags = t.Tags,
    };

    public static StreamReferenceTwin ToTwin(StreamReference v) => new()
    {
        Id = v.Id,
        Type = v.Type,
        ProviderName = v.ProviderName,
        StreamId = v.StreamId is null ? null : ToTwin(v.StreamId),
    };

    public static StreamReference FromTwin(StreamReferenceTwin t) => new()
    {
        Id = t.Id,
        Type = t.Type,
        ProviderName = t.ProviderName,
        StreamId = t.StreamId is null ? null : FromTwin(t.StreamId),
    };

    public static StreamIdentityTwin ToTwin(StreamIdentity v) => new()
    {
        Id = v.Id,
        Type = v.Type,
        FullKey = v.FullKey is null ? null : ToTwin(v.FullKey),
        KeyIndex = v.KeyIndex,
        HashCode = v.HashCode,
    };

    public static StreamIdentity FromTwin(StreamIdentityTwin t) => new()
    {
        Id = t.Id,
        Type = t.Type,
        FullKey = t.FullKey is null ? null : FromTwin(t.FullKey),
        KeyIndex = t.KeyIndex,
        HashCode = t.HashCode,
    };

    public static StreamKeyTwin ToTwin(StreamKey v) => new()
    {
        Type = v.Type,
        Value = v.Value is null ? null : ToTwin(v.Value),
    };

    public static StreamKey FromTwin(StreamKeyTwin t) => new()
    {
        Type = t.Type,
        Value = t.Value is null ? null : FromTwin(t.Value),
    };

    public static StreamKeyValueTwin ToTwin(StreamKeyValue v) => new()
    {
        Binary = v.Binary is null ? null : ToTwin(v.Binary),
    };

    public static StreamKeyValue FromTwin(StreamKeyValueTwin t) => new()
    {
        Binary = t.Binary is null ? null : FromTwin(t.Binary),
    };

    public static BinaryValueTwin ToTwin(BinaryValue v) => new()
    {
        Base64 = v.Base64,
        SubType = v.SubType,
    };

    public static BinaryValue FromTwin(BinaryValueTwin t) => new()
    {
        Base64 = t.Base64,
        SubType = t.SubType,
    };
}
