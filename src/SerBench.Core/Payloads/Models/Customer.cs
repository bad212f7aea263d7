using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>Seed 003's OData customer (entity type Customer, key Id).</summary>
[DataContract]
[Serializable]
public class Customer
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public string? Name { get; set; }

    [DataMember(Order = 3)] public List<string> Emails { get; set; } = [];

    [DataMember(Order = 4)] public string? Bio { get; set; }

    [DataMember(Order = 5)] public byte[]? Content { get; set; }

    [DataMember(Order = 6)] public Address? HomeAddress { get; set; }

    [DataMember(Order = 7)] public List<Address> Addresses { get; set; } = [];
}
