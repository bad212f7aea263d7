using System.Runtime.Serialization;
using MemoryPack;
using MessagePack;
using Orleans;
using ProtoBuf;

namespace SerBench.Payloads.Models;

/// <summary>Seed 000's stored document: { Id, Etag, Doc } whose Doc is a pub/sub grain state.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class GrainStateDocument
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public string? Id { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public string? Etag { get; set; }

    [Key(2)]
    [ProtoMember(3)]
    [Id(2)]
    [DataMember(Order = 3)] public PubSubGrainState? Doc { get; set; }
}

/// <summary>An Orleans-style pub/sub grain state: 50 producers, N consumers, 500 metadata entries.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class PubSubGrainState
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public string? Id { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public string? Type { get; set; }

    [Key(2)]
    [ProtoMember(3)]
    [Id(2)]
    [DataMember(Order = 3)] public PublisherContainer? Producers { get; set; }

    [Key(3)]
    [ProtoMember(4)]
    [Id(3)]
    [DataMember(Order = 4)] public SubscriptionContainer? Consumers { get; set; }

    [Key(4)]
    [ProtoMember(5)]
    [Id(4)]
    [DataMember(Order = 5)] public Dictionary<string, MetadataEntry> Metadata { get; set; } = [];
}

/// <summary>A typed container of publisher states (Type string, Values list).</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class PublisherContainer
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public string? Type { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public List<PublisherState> Values { get; set; } = [];
}

/// <summary>A typed container of subscription states (Type string, Values list).</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class SubscriptionContainer
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public string? Type { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public List<SubscriptionState> Values { get; set; } = [];
}
