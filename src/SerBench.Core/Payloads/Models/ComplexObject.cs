using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>Seed 001 "Complex": Simple plus a double, a decimal and three children.</summary>
[DataContract]
[Serializable]
public class ComplexObject
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public int OtherId { get; set; }

    [DataMember(Order = 3)] public string? Name { get; set; }

    [DataMember(Order = 4)] public SampleEnum EnumValue { get; set; }

    [DataMember(Order = 5)] public double Percentage { get; set; }

    [DataMember(Order = 6)] public decimal Cost { get; set; }

    [DataMember(Order = 7)] public List<ChildObject> Children { get; set; } = [];
}
