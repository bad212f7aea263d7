using System.Runtime.Serialization;
using MessagePack;
using Orleans;
using ProtoBuf;

namespace SerBench.Payloads.Models;

/// <summary>Seed 003's OData complex type Address. <see cref="Misc"/> is untyped, as in the origin.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[DataContract]
[Serializable]
public class Address
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public string? City { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public string? Street { get; set; }

    /// <summary>Untyped in the origin (the OData model declares it Edm.Untyped); holds a string here.</summary>
    [Key(2)]
    [ProtoMember(3)]
    [Id(2)]
    [DataMember(Order = 3)] public object? Misc { get; set; }
}
