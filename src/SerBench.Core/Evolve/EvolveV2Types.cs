using System.Runtime.Serialization;
using MemoryPack;
using MessagePack;
using Orleans;
using ProtoBuf;

namespace SerBench.Evolve.V2;

// Version 2 of each evolve scenario's type (see SerBench.Evolve.V1). Small and only meaningful together, so they share this file.

/// <summary>v2 of "field added": Email is new.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract(Name = "FieldAdded", Namespace = EvolveNames.Namespace)]
[Serializable]
public partial class FieldAdded
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public int Id { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public string? Name { get; set; }

    [Key(2)]
    [ProtoMember(3)]
    [Id(2)]
    [DataMember(Order = 3)] public string? Email { get; set; }
}

/// <summary>v2 of "field removed": Nickname is gone.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract(Name = "FieldRemoved", Namespace = EvolveNames.Namespace)]
[Serializable]
public partial class FieldRemoved
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public int Id { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public string? Name { get; set; }
}

/// <summary>v2 of "field renamed": Name is now FullName (same place, same meaning).</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract(Name = "FieldRenamed", Namespace = EvolveNames.Namespace)]
[Serializable]
public partial class FieldRenamed
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public int Id { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public string? FullName { get; set; }
}

/// <summary>v2 of "fields reordered": Score, Name, Id (declaration and DataMember order reversed).</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract(Name = "FieldsReordered", Namespace = EvolveNames.Namespace)]
[Serializable]
public partial class FieldsReordered
{
    // Key-numbered formats keep each member's number when declarations move; order-based ones follow the order.
    [Key(2)]
    [ProtoMember(3)]
    [Id(2)]
    [DataMember(Order = 1)] public int Score { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public string? Name { get; set; }

    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 3)] public int Id { get; set; }
}

/// <summary>v2 of "int widened to long": Count is a long.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract(Name = "IntWidened", Namespace = EvolveNames.Namespace)]
[Serializable]
public partial class IntWidened
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public int Id { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public long Count { get; set; }
}

/// <summary>v2's enum: Blue is new.</summary>
[DataContract(Name = "Color", Namespace = EvolveNames.Namespace)]
public enum Color
{
    [EnumMember] Red = 0,
    [EnumMember] Green = 1,
    [EnumMember] Blue = 2,
}

/// <summary>v2 of "enum gains a member": Color may be Blue.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract(Name = "EnumGrew", Namespace = EvolveNames.Namespace)]
[Serializable]
public partial class EnumGrew
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public int Id { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public Color Color { get; set; }
}

/// <summary>v2 of "nullable added": Score may be null.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract(Name = "NullableAdded", Namespace = EvolveNames.Namespace)]
[Serializable]
public partial class NullableAdded
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public int Id { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public int? Score { get; set; }
}

/// <summary>v2 of "required field added": Email is required (C# required, DataMember IsRequired).</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract(Name = "RequiredAdded", Namespace = EvolveNames.Namespace)]
[Serializable]
public partial class RequiredAdded
{
    [Key(0)]
    [ProtoMember(1)]
    [Id(0)]
    [DataMember(Order = 1)] public int Id { get; set; }

    [Key(1)]
    [ProtoMember(2)]
    [Id(1)]
    [DataMember(Order = 2)] public string? Name { get; set; }

    [Key(2)]
    [ProtoMember(3)]
    [Id(2)]
    [DataMember(Order = 3, IsRequired = true)] public required string Email { get; set; }
}
