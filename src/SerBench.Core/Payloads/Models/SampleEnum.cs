using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>The enum of seed 001's Simple and Complex objects.</summary>
[DataContract]
public enum SampleEnum
{
    [EnumMember] Unknown = 0,
    [EnumMember] One = 1,
    [EnumMember] Two = 2,
    [EnumMember] Three = 3,
    [EnumMember] Four = 4,
    [EnumMember] Five = 5,
}
