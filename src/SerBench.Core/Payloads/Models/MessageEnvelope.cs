using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>
/// Seed 002's message envelope. The seed's payload bytes (byte[] with offset and count) are not part of
/// the serialized envelope: the echo framing appends them after it, so they are not a member here.
/// </summary>
[DataContract]
[Serializable]
public class MessageEnvelope
{
    [DataMember(Order = 1)] public DateTime TimeStamp { get; set; }

    [DataMember(Order = 2)] public Guid MessageId { get; set; }

    [DataMember(Order = 3)] public string? Header { get; set; }

    [DataMember(Order = 4)] public Guid From { get; set; }

    [DataMember(Order = 5)] public Guid To { get; set; }

    [DataMember(Order = 6)] public Dictionary<string, string>? KeyValuePairs { get; set; }

    [DataMember(Order = 7)] public bool IsInternal { get; set; }
}
