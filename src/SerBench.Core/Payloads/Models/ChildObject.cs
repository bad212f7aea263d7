using System.Runtime.Serialization;
using MemoryPack;
using MessagePack;
using Orleans;
using ProtoBuf;

namespace SerBench.Payloads.Models;

/// <summary>A child of seed 001's Complex object.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class ChildObject
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public Guid Id { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public DateTime Created { get; set; }

    [Key(2)]
    [ProtoMember(3)]
    [Id(2)]
    [DataMember(Order = 3)] public DateTime LastEdit { get; set; }

    [Key(3)]
    [ProtoMember(4)]
    [Id(3)]
    [DataMember(Order = 4)] public string? Name { get; set; }

    [Key(4)]
    [ProtoMember(5)]
    [Id(4)]
    [DataMember(Order = 5)] public float Percentage { get; set; }
}
