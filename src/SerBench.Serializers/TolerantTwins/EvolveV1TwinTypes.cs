using MemoryPack;
using MessagePack;
using SerBench.Evolve.V1;

namespace SerBench.Serializers.TolerantTwins.V1;

/// <summary>Twin of <see cref="FieldAdded"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class FieldAddedTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("Name")]
    [MemoryPackOrder(1)]
    public string? Name { get; set; }
}

/// <summary>Twin of <see cref="FieldRemoved"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class FieldRemovedTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("Name")]
    [MemoryPackOrder(1)]
    public string? Name { get; set; }

    [Key("Nickname")]
    [MemoryPackOrder(2)]
    public string? Nickname { get; set; }
}

/// <summary>Twin of <see cref="FieldRenamed"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class FieldRenamedTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("Name")]
    [MemoryPackOrder(1)]
    public string? Name { get; set; }
}

/// <summary>Twin of <see cref="FieldsReordered"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class FieldsReorderedTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("Name")]
    [MemoryPackOrder(1)]
    public string? Name { get; set; }

    [Key("Score")]
    [MemoryPackOrder(2)]
    public int Score { get; set; }
}

/// <summary>Twin of <see cref="IntWidened"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class IntWidenedTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("Count")]
    [MemoryPackOrder(1)]
    public int Count { get; set; }
}

/// <summary>Twin of <see cref="EnumGrew"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class EnumGrewTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("Color")]
    [MemoryPackOrder(1)]
    public Color Color { get; set; }
}

/// <summary>Twin of <see cref="NullableAdded"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class NullableAddedTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("Score")]
    [MemoryPackOrder(1)]
    public int Score { get; set; }
}

/// <summary>Twin of <see cref="RequiredAdded"/>: string keys for MessagePack, the version-tolerant layout for MemoryPack.</summary>
[MessagePackObject]
[MemoryPackable(GenerateType.VersionTolerant)]
public partial class RequiredAddedTwin
{
    [Key("Id")]
    [MemoryPackOrder(0)]
    public int Id { get; set; }

    [Key("Name")]
    [MemoryPackOrder(1)]
    public string? Name { get; set; }
}
