using System.Runtime.Serialization;

namespace SerBench.Payloads.Models;

/// <summary>A producer of a stream.</summary>
[DataContract]
[Serializable]
public class PublisherState
{
    [DataMember(Order = 1)] public string? Id { get; set; }

    [DataMember(Order = 2)] public string? Type { get; set; }

    [DataMember(Order = 3)] public GrainReference? Producer { get; set; }

    [DataMember(Order = 4)] public StreamReference? Stream { get; set; }

    [DataMember(Order = 5)] public string? LastTimeUsed { get; set; }
}

/// <summary>A consumer's subscription to a stream.</summary>
[DataContract]
[Serializable]
public class SubscriptionState
{
    [DataMember(Order = 1)] public string? Id { get; set; }

    [DataMember(Order = 2)] public string? Type { get; set; }

    [DataMember(Order = 3)] public SubscriptionIdentity? SubscriptionId { get; set; }

    [DataMember(Order = 4)] public StreamReference? Stream { get; set; }

    [DataMember(Order = 5)] public GrainReference? Consumer { get; set; }

    /// <summary>Set on every third consumer only.</summary>
    [DataMember(Order = 6)] public FilterData? FilterData { get; set; }

    [DataMember(Order = 7)] public int State { get; set; }
}

/// <summary>A grain reference: type name and a 32-hex-character key.</summary>
[DataContract]
[Serializable]
public class GrainReference
{
    [DataMember(Order = 1)] public string? Type { get; set; }

    [DataMember(Order = 2)] public string? Key { get; set; }
}

/// <summary>A subscription id.</summary>
[DataContract]
[Serializable]
public class SubscriptionIdentity
{
    [DataMember(Order = 1)] public string? Id { get; set; }

    [DataMember(Order = 2)] public string? Type { get; set; }

    [DataMember(Order = 3)] public Guid Guid { get; set; }
}

/// <summary>A consumer's filter: id, type and 3–9 string properties.</summary>
[DataContract]
[Serializable]
public class FilterData
{
    [DataMember(Order = 1)] public string? Id { get; set; }

    [DataMember(Order = 2)] public string? Type { get; set; }

    [DataMember(Order = 3)] public Dictionary<string, string> Properties { get; set; } = [];
}

/// <summary>A metadata entry of the grain state (key "meta_key_{i}" in the owning dictionary).</summary>
[DataContract]
[Serializable]
public class MetadataEntry
{
    [DataMember(Order = 1)] public string? Name { get; set; }

    [DataMember(Order = 2)] public string? Value { get; set; }

    [DataMember(Order = 3)] public string? Timestamp { get; set; }

    [DataMember(Order = 4)] public List<string> Tags { get; set; } = [];
}
