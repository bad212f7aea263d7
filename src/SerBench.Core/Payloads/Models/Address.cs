using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>Seed 003's OData complex type Address. <see cref="Misc"/> is untyped, as in the origin.</summary>
[DataContract]
[Serializable]
public class Address
{
    [DataMember(Order = 1)] public string? City { get; set; }

    [DataMember(Order = 2)] public string? Street { get; set; }

    /// <summary>Untyped in the origin (the OData model declares it Edm.Untyped); holds a string here.</summary>
    [DataMember(Order = 3)] public object? Misc { get; set; }
}
