using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>A child of seed 001's Complex object.</summary>
[DataContract]
[Serializable]
public class ChildObject
{
    [DataMember(Order = 1)] public Guid Id { get; set; }

    [DataMember(Order = 2)] public DateTime Created { get; set; }

    [DataMember(Order = 3)] public DateTime LastEdit { get; set; }

    [DataMember(Order = 4)] public string? Name { get; set; }

    [DataMember(Order = 5)] public float Percentage { get; set; }
}
