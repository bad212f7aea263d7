using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>Seed 000's stored document: { Id, Etag, Doc } whose Doc is a pub/sub grain state.</summary>
[DataContract]
[Serializable]
public class GrainStateDocument
{
    [DataMember(Order = 1)] public string? Id { get; set; }

    [DataMember(Order = 2)] public string? Etag { get; set; }

    [DataMember(Order = 3)] public PubSubGrainState? Doc { get; set; }
}

/// <summary>An Orleans-style pub/sub grain state: 50 producers, N consumers, 500 metadata entries.</summary>
[DataContract]
[Serializable]
public class PubSubGrainState
{
    [DataMember(Order = 1)] public string? Id { get; set; }

    [DataMember(Order = 2)] public string? Type { get; set; }

    [DataMember(Order = 3)] public PublisherContainer? Producers { get; set; }

    [DataMember(Order = 4)] public SubscriptionContainer? Consumers { get; set; }

    [DataMember(Order = 5)] public Dictionary<string, MetadataEntry> Metadata { get; set; } = [];
}

/// <summary>A typed container of publisher states (Type string, Values list).</summary>
[DataContract]
[Serializable]
public class PublisherContainer
{
    [DataMember(Order = 1)] public string? Type { get; set; }

    [DataMember(Order = 2)] public List<PublisherState> Values { get; set; } = [];
}

/// <summary>A typed container of subscription states (Type string, Values list).</summary>
[DataContract]
[Serializable]
public class SubscriptionContainer
{
    [DataMember(Order = 1)] public string? Type { get; set; }

    [DataMember(Order = 2)] public List<SubscriptionState> Values { get; set; } = [];
}
