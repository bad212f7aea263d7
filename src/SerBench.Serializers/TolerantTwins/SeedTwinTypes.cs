using MemoryPack;
using MessagePack;
using SerBench.Payloads.Models;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>Twin of <see cref="TinyObject"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class TinyObjectTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("OtherId")]
    [MemoryPackOrder(1)]
    public int OtherId { get; set; }
}

/// <summary>Twin of <see cref="SimpleObject"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class SimpleObjectTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("OtherId")]
    [MemoryPackOrder(1)]
    public int OtherId { get; set; }

    [Key("Name")]
    [MemoryPackOrder(2)]
    public string? Name { get; set; }

    [Key("EnumValue")]
    [MemoryPackOrder(3)]
    public SampleEnum EnumValue { get; set; }
}

/// <summary>Twin of <see cref="ComplexObject"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class ComplexObjectTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("OtherId")]
    [MemoryPackOrder(1)]
    public int OtherId { get; set; }

    [Key("Name")]
    [MemoryPackOrder(2)]
    public string? Name { get; set; }

    [Key("EnumValue")]
    [MemoryPackOrder(3)]
    public SampleEnum EnumValue { get; set; }

    [Key("Percentage")]
    [MemoryPackOrder(4)]
    public double Percentage { get; set; }

    [Key("Cost")]
    [MemoryPackOrder(5)]
    public decimal Cost { get; set; }

    [Key("Children")]
    [MemoryPackOrder(6)]
    public List<ChildObjectTwin> Children { get; set; } = [];
}

/// <summary>Twin of <see cref="ChildObject"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class ChildObjectTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public Guid Id { get; set; }

    [Key("Created")]
    [MemoryPackOrder(1)]
    public DateTime Created { get; set; }

    [Key("LastEdit")]
    [MemoryPackOrder(2)]
    public DateTime LastEdit { get; set; }

    [Key("Name")]
    [MemoryPackOrder(3)]
    public string? Name { get; set; }

    [Key("Percentage")]
    [MemoryPackOrder(4)]
    public float Percentage { get; set; }
}

/// <summary>Twin of <see cref="Person"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class PersonTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("Name")]
    [MemoryPackOrder(1)]
    public string? Name { get; set; }

    [Key("Data")]
    [MemoryPackOrder(2)]
    public string? Data { get; set; }

    [Key("Guid")]
    [MemoryPackOrder(3)]
    public Guid Guid { get; set; }
}

/// <summary>Twin of <see cref="MessageEnvelope"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class MessageEnvelopeTwin
{
    [Key("TimeStamp")]
    [MemoryPackOrder(0)]
    public DateTime TimeStamp { get; set; }

    [Key("MessageId")]
    [MemoryPackOrder(1)]
    public Guid MessageId { get; set; }

    [Key("Header")]
    [MemoryPackOrder(2)]
    public string? Header { get; set; }

    [Key("From")]
    [MemoryPackOrder(3)]
    public Guid From { get; set; }

    [Key("To")]
    [MemoryPackOrder(4)]
    public Guid To { get; set; }

    [Key("KeyValuePairs")]
    [MemoryPackOrder(5)]
    public Dictionary<string, string>? KeyValuePairs { get; set; }

    [Key("IsInternal")]
    [MemoryPackOrder(6)]
    public bool IsInternal { get; set; }
}

/// <summary>Twin of <see cref="FloatVectors"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class FloatVectorsTwin
{
    [Key("Values")]
    [MemoryPackOrder(0)]
    public float[] Values { get; set; } = [];
}
