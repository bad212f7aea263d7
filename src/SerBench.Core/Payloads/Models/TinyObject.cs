using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>Seed 001 "Tiny": two integers.</summary>
[DataContract]
[Serializable]
public class TinyObject
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public int OtherId { get; set; }
}
