using System.Runtime.Serialization;
using MemoryPack;
using MessagePack;
using Orleans;
using ProtoBuf;

namespace SerBench.Payloads.Models;

/// <summary>A stream: provider, identity, key index and hash code.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class StreamReference
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
    [DataMember(Order = 3)] public string? ProviderName { get; set; }

    [Key(3)]
    [ProtoMember(4)]
    [Id(3)]
    [DataMember(Order = 4)] public StreamIdentity? StreamId { get; set; }
}

/// <summary>A stream id: its full key (BSON-like binary of 50–199 bytes), key index 10–29 and hash code.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class StreamIdentity
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
    [DataMember(Order = 3)] public StreamKey? FullKey { get; set; }

    [Key(3)]
    [ProtoMember(4)]
    [Id(3)]
    [DataMember(Order = 4)] public int KeyIndex { get; set; }

    [Key(4)]
    [ProtoMember(5)]
    [Id(4)]
    [DataMember(Order = 5)] public int HashCode { get; set; }
}

/// <summary>The full key of a stream: a type name and a binary value.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class StreamKey
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public string? Type { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public StreamKeyValue? Value { get; set; }
}

/// <summary>The value of a stream key, holding its binary form.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class StreamKeyValue
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public BinaryValue? Binary { get; set; }
}

/// <summary>A BSON-style binary: Base64 text and a sub-type ("00").</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class BinaryValue
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public string? Base64 { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public string? SubType { get; set; }
}
