using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>The ceiling payload: N points of x, y, z as one float array (3 × N values).</summary>
[DataContract]
[Serializable]
public class FloatVectors
{
    [DataMember(Order = 1)] public float[] Values { get; set; } = [];
}
