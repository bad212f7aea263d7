using System.Runtime.Serialization;
using MemoryPack;
using MessagePack;
using Orleans;
using ProtoBuf;

namespace SerBench.Payloads.Models;

/// <summary>The ceiling payload: N points of x, y, z as one float array (3 × N values).</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract]
[Serializable]
public partial class FloatVectors
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public float[] Values { get; set; } = [];
}
