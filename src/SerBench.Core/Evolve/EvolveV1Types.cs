using System.Runtime.Serialization;
using MemoryPack;
using MessagePack;
using Orleans;
using ProtoBuf;

namespace SerBench.Evolve.V1;

// Version 1 of each evolve scenario's type. Version 2 (SerBench.Evolve.V2) has the same simple names and the same
// DataContract names, as one type would keep across versions; only the change under test differs.
// Small and only meaningful together, so they share this file.

/// <summary>v1 of "field added": Id and Name.</summary>
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
}

/// <summary>v1 of "field removed": Id, Name and Nickname, which v2 drops.</summary>
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

    [Key(2)]
    [ProtoMember(3)]
    [Id(2)]
    [DataMember(Order = 3)] public string? Nickname { get; set; }
}

/// <summary>v1 of "field renamed": Name, which v2 calls FullName.</summary>
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
    [DataMember(Order = 2)] public string? Name { get; set; }
}

/// <summary>v1 of "fields reordered": Id, Name, Score in that order.</summary>
[MessagePackObject]
[ProtoContract]
[GenerateSerializer]
[MemoryPackable]
[DataContract(Name = "FieldsReordered", Namespace = EvolveNames.Namespace)]
[Serializable]
public partial class FieldsReordered
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
    [DataMember(Order = 3)] public int Score { get; set; }
}

/// <summary>v1 of "int widened to long": Count is an int.</summary>
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
    [DataMember(Order = 2)] public int Count { get; set; }
}

/// <summary>v1's enum: Red and Green.</summary>
[DataContract(Name = "Color", Namespace = EvolveNames.Namespace)]
public enum Color
{
    [EnumMember] Red = 0,
    [EnumMember] Green = 1,
}

/// <summary>v1 of "enum gains a member": Color knows Red and Green.</summary>
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

/// <summary>v1 of "nullable added": Score is a plain int.</summary>
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
    [DataMember(Order = 2)] public int Score { get; set; }
}

/// <summary>v1 of "required field added": Id and Name, no Email.</summary>
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
}
