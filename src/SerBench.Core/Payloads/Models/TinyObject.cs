using System.Runtime.Serialization;
using MemoryPack;
using MessagePack;
using Orleans;
using ProtoBuf;

namespace SerBench.Payloads.Models;

/// <summary>Seed 001 "Tiny": two integers.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class TinyObject
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public int Id { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public int OtherId { get; set; }
}
