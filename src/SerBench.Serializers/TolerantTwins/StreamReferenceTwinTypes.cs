using MemoryPack;
using MessagePack;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>Twin of <see cref="StreamReference"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class StreamReferenceTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public string? Id { get; set; }

    [Key("Type")]
    [MemoryPackOrder(1)]
    public string? Type { get; set; }

    [Key("ProviderName")]
    [MemoryPackOrder(2)]
    public string? ProviderName { get; set; }

    [Key("StreamId")]
    [MemoryPackOrder(3)]
    public StreamIdentityTwin? StreamId { get; set; }
}

/// <summary>Twin of <see cref="StreamIdentity"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class StreamIdentityTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public string? Id { get; set; }

    [Key("Type")]
    [MemoryPackOrder(1)]
    public string? Type { get; set; }

    [Key("FullKey")]
    [MemoryPackOrder(2)]
    public StreamKeyTwin? FullKey { get; set; }

    [Key("KeyIndex")]
    [MemoryPackOrder(3)]
    public int KeyIndex { get; set; }

    [Key("HashCode")]
    [MemoryPackOrder(4)]
    public int HashCode { get; set; }
}

/// <summary>Twin of <see cref="StreamKey"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class StreamKeyTwin
{
    [Key("Type")]
    [MemoryPackOrder(0)]
    public string? Type { get; set; }

    [Key("Value")]
    [MemoryPackOrder(1)]
    public StreamKeyValueTwin? Value { get; set; }
}

/// <summary>Twin of <see cref="StreamKeyValue"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class StreamKeyValueTwin
{
    [Key("Binary")]
    [MemoryPackOrder(0)]
    public BinaryValueTwin? Binary { get; set; }
}

/// <summary>Twin of <see cref="BinaryValue"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class BinaryValueTwin
{
    [Key("Base64")]
    [MemoryPackOrder(0)]
    public string? Base64 { get; set; }

    [Key("SubType")]
    [MemoryPackOrder(1)]
    public string? SubType { get; set; }
}
