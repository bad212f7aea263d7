namespace SerBench.Payloads;

/// <summary>What a payload's type graph contains; adapters decline payloads by these, with a reason.</summary>
[Flags]
public enum PayloadFeatures
{
    None = 0,

    /// <summary>A dictionary member (XmlSerializer cannot write one).</summary>
    Dictionary = 1 << 0,

    /// <summary>A member typed <see cref="object"/>.</summary>
    UntypedMember = 1 << 1,

    Decimal = 1 << 2,
    Guid = 1 << 3,
    DateTime = 1 << 4,
    DateTimeOffset = 1 << 5,
    ByteArray = 1 << 6,
    Enum = 1 << 7,
    Nullable = 1 << 8,

    /// <summary>The root is a collection rather than an object.</summary>
    CollectionRoot = 1 << 9,

    /// <summary>Every class in the graph carries [DataContract].</summary>
    DataContractAnnotated = 1 << 10,

    /// <summary>Every class in the graph carries [Serializable].</summary>
    SerializableAnnotated = 1 << 11,

    /// <summary>Some class in the graph has no public parameterless constructor or no public setters.</summary>
    ImmutableTypes = 1 << 12,
}
