using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>Seed 004's person: int.MinValue id, a short name, 1,000 characters of data and a Guid.</summary>
[DataContract]
[Serializable]
public class Person
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public string? Name { get; set; }

    [DataMember(Order = 3)] public string? Data { get; set; }

    [DataMember(Order = 4)] public Guid Guid { get; set; }
}
