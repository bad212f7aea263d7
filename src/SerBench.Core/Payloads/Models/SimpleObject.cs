using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>Seed 001 "Simple": two integers, a 32-character name and an enum.</summary>
[DataContract]
[Serializable]
public class SimpleObject
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public int OtherId { get; set; }

    [DataMember(Order = 3)] public string? Name { get; set; }

    [DataMember(Order = 4)] public SampleEnum EnumValue { get; set; }
}
