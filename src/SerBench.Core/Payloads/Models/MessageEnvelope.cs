using System.Runtime.Serialization;
using MemoryPack;
using MessagePack;
using Orleans;
using ProtoBuf;

namespace SerBench.Payloads.Models;

/// <summary>
/// Seed 002's message envelope. The seed's payload bytes (byte[] with offset and count) are not part of
/// the serialized envelope: the echo framing appends them after it, so they are not a member here.
/// </summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class MessageEnvelope
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public DateTime TimeStamp { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public Guid MessageId { get; set; }

    [Key(2)]
    [ProtoMember(3)]
    [Id(2)]
    [DataMember(Order = 3)] public string? Header { get; set; }

    [Key(3)]
    [ProtoMember(4)]
    [Id(3)]
    [DataMember(Order = 4)] public Guid From { get; set; }

    [Key(4)]
    [ProtoMember(5)]
    [Id(4)]
    [DataMember(Order = 5)] public Guid To { get; set; }

    [Key(5)]
    [ProtoMember(6)]
    [Id(5)]
    [DataMember(Order = 6)] public Dictionary<string, string>? KeyValuePairs { get; set; }

    [Key(6)]
    [ProtoMember(7)]
    [Id(6)]
    [DataMember(Order = 7)] public bool IsInternal { get; set; }
}
