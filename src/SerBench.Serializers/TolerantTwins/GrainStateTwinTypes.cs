using MemoryPack;
using MessagePack;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>Twin of <see cref="GrainStateDocument"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class GrainStateDocumentTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public string? Id { get; set; }

    [Key("Etag")]
    [MemoryPackOrder(1)]
    public string? Etag { get; set; }

    [Key("Doc")]
    [MemoryPackOrder(2)]
    public PubSubGrainStateTwin? Doc { get; set; }
}

/// <summary>Twin of <see cref="PubSubGrainState"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class PubSubGrainStateTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public string? Id { get; set; }

    [Key("Type")]
    [MemoryPackOrder(1)]
    public string? Type { get; set; }

    [Key("Producers")]
    [MemoryPackOrder(2)]
    public PublisherContainerTwin? Producers { get; set; }

    [Key("Consumers")]
    [MemoryPackOrder(3)]
    public SubscriptionContainerTwin? Consumers { get; set; }

    [Key("Metadata")]
    [MemoryPackOrder(4)]
    public Dictionary<string, MetadataEntryTwin> Metadata { get; set; } = [];
}

/// <summary>Twin of <see cref="PublisherContainer"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class PublisherContainerTwin
{
    [Key("Type")]
    [MemoryPackOrder(0)]
    public string? Type { get; set; }

    [Key("Values")]
    [MemoryPackOrder(1)]
    public List<PublisherStateTwin> Values { get; set; } = [];
}

/// <summary>Twin of <see cref="SubscriptionContainer"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class SubscriptionContainerTwin
{
    [Key("Type")]
    [MemoryPackOrder(0)]
    public string? Type { get; set; }

    [Key("Values")]
    [MemoryPackOrder(1)]
    public List<SubscriptionStateTwin> Values { get; set; } = [];
}

/// <summary>Twin of <see cref="PublisherState"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class PublisherStateTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public string? Id { get; set; }

    [Key("Type")]
    [MemoryPackOrder(1)]
    public string? Type { get; set; }

    [Key("Producer")]
    [MemoryPackOrder(2)]
    public GrainReferenceTwin? Producer { get; set; }

    [Key("Stream")]
    [MemoryPackOrder(3)]
    public StreamReferenceTwin? Stream { get; set; }

    [Key("LastTimeUsed")]
    [MemoryPackOrder(4)]
    public string? LastTimeUsed { get; set; }
}

/// <summary>Twin of <see cref="SubscriptionState"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class SubscriptionStateTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public string? Id { get; set; }

    [Key("Type")]
    [MemoryPackOrder(1)]
    public string? Type { get; set; }

    [Key("SubscriptionId")]
    [MemoryPackOrder(2)]
    public SubscriptionIdentityTwin? SubscriptionId { get; set; }

    [Key("Stream")]
    [MemoryPackOrder(3)]
    public StreamReferenceTwin? Stream { get; set; }

    [Key("Consumer")]
    [MemoryPackOrder(4)]
    public GrainReferenceTwin? Consumer { get; set; }

    [Key("FilterData")]
    [MemoryPackOrder(5)]
    public FilterDataTwin? FilterData { get; set; }

    [Key("State")]
    [MemoryPackOrder(6)]
    public int State { get; set; }
}

/// <summary>Twin of <see cref="GrainReference"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class GrainReferenceTwin
{
    [Key("Type")]
    [MemoryPackOrder(0)]
    public string? Type { get; set; }

    [Key("Key")]
    [MemoryPackOrder(1)]
    public string? Key { get; set; }
}

/// <summary>Twin of <see cref="SubscriptionIdentity"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class SubscriptionIdentityTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public string? Id { get; set; }

    [Key("Type")]
    [MemoryPackOrder(1)]
    public string? Type { get; set; }

    [Key("Guid")]
    [MemoryPackOrder(2)]
    public Guid Guid { get; set; }
}

/// <summary>Twin of <see cref="FilterData"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class FilterDataTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public string? Id { get; set; }

    [Key("Type")]
    [MemoryPackOrder(1)]
    public string? Type { get; set; }

    [Key("Properties")]
    [MemoryPackOrder(2)]
    public Dictionary<string, string> Properties { get; set; } = [];
}

/// <summary>Twin of <see cref="MetadataEntry"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class MetadataEntryTwin
{
    [Key("Name")]
    [MemoryPackOrder(0)]
    public string? Name { get; set; }

    [Key("Value")]
    [MemoryPackOrder(1)]
    public string? Value { get; set; }

    [Key("Timestamp")]
    [MemoryPackOrder(2)]
    public string? Timestamp { get; set; }

    [Key("Tags")]
    [MemoryPackOrder(3)]
    public List<string> Tags { get; set; } = [];
}
