using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>A stream: provider, identity, key index and hash code.</summary>
[DataContract]
[Serializable]
public class StreamReference
{
    [DataMember(Order = 1)] public string? Id { get; set; }

    [DataMember(Order = 2)] public string? Type { get; set; }

    [DataMember(Order = 3)] public string? ProviderName { get; set; }

    [DataMember(Order = 4)] public StreamIdentity? StreamId { get; set; }
}

/// <summary>A stream id: its full key (BSON-like binary of 50–199 bytes), key index 10–29 and hash code.</summary>
[DataContract]
[Serializable]
public class StreamIdentity
{
    [DataMember(Order = 1)] public string? Id { get; set; }

    [DataMember(Order = 2)] public string? Type { get; set; }

    [DataMember(Order = 3)] public StreamKey? FullKey { get; set; }

    [DataMember(Order = 4)] public int KeyIndex { get; set; }

    [DataMember(Order = 5)] public int HashCode { get; set; }
}

/// <summary>The full key of a stream: a type name and a binary value.</summary>
[DataContract]
[Serializable]
public class StreamKey
{
    [DataMember(Order = 1)] public string? Type { get; set; }

    [DataMember(Order = 2)] public StreamKeyValue? Value { get; set; }
}

/// <summary>The value of a stream key, holding its binary form.</summary>
[DataContract]
[Serializable]
public class StreamKeyValue
{
    [DataMember(Order = 1)] public BinaryValue? Binary { get; set; }
}

/// <summary>A BSON-style binary: Base64 text and a sub-type ("00").</summary>
[DataContract]
[Serializable]
public class BinaryValue
{
    [DataMember(Order = 1)] public string? Base64 { get; set; }

    [DataMember(Order = 2)] public string? SubType { get; set; }
}
