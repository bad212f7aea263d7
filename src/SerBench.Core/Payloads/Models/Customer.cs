using System.Runtime.Serialization;
using MessagePack;
using Orleans;
using ProtoBuf;

namespace SerBench.Payloads.Models;

/// <summary>Seed 003's OData customer (entity type Customer, key Id).</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[DataContract]
[Serializable]
public class Customer
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public int Id { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public string? Name { get; set; }

    [Key(2)]
    [ProtoMember(3)]
    [Id(2)]
    [DataMember(Order = 3)] public List<string> Emails { get; set; } = [];

    [Key(3)]
    [ProtoMember(4)]
    [Id(3)]
    [DataMember(Order = 4)] public string? Bio { get; set; }

    [Key(4)]
    [ProtoMember(5)]
    [Id(4)]
    [DataMember(Order = 5)] public byte[]? Content { get; set; }

    [Key(5)]
    [ProtoMember(6)]
    [Id(5)]
    [DataMember(Order = 6)] public Address? HomeAddress { get; set; }

    [Key(6)]
    [ProtoMember(7)]
    [Id(6)]
    [DataMember(Order = 7)] public List<Address> Addresses { get; set; } = [];
}
