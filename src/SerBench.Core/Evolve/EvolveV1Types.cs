using System.Runtime.Serialization;

namespace SerBench.Evolve.V1;

// Version 1 of each evolve scenario's type. Version 2 (SerBench.Evolve.V2) has the same simple names and the same
// DataContract names, as one type would keep across versions; only the change under test differs.
// Small and only meaningful together, so they share this file.

/// <summary>v1 of "field added": Id and Name.</summary>
[DataContract(Name = "FieldAdded", Namespace = EvolveNames.Namespace)]
[Serializable]
public class FieldAdded
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public string? Name { get; set; }
}

/// <summary>v1 of "field removed": Id, Name and Nickname, which v2 drops.</summary>
[DataContract(Name = "FieldRemoved", Namespace = EvolveNames.Namespace)]
[Serializable]
public class FieldRemoved
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public string? Name { get; set; }

    [DataMember(Order = 3)] public string? Nickname { get; set; }
}

/// <summary>v1 of "field renamed": Name, which v2 calls FullName.</summary>
[DataContract(Name = "FieldRenamed", Namespace = EvolveNames.Namespace)]
[Serializable]
public class FieldRenamed
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public string? Name { get; set; }
}

/// <summary>v1 of "fields reordered": Id, Name, Score in that order.</summary>
[DataContract(Name = "FieldsReordered", Namespace = EvolveNames.Namespace)]
[Serializable]
public class FieldsReordered
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public string? Name { get; set; }

    [DataMember(Order = 3)] public int Score { get; set; }
}

/// <summary>v1 of "int widened to long": Count is an int.</summary>
[DataContract(Name = "IntWidened", Namespace = EvolveNames.Namespace)]
[Serializable]
public class IntWidened
{
    [DataMember(Order = 1)] public int Id { get; set; }

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
[DataContract(Name = "EnumGrew", Namespace = EvolveNames.Namespace)]
[Serializable]
public class EnumGrew
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public Color Color { get; set; }
}

/// <summary>v1 of "nullable added": Score is a plain int.</summary>
[DataContract(Name = "NullableAdded", Namespace = EvolveNames.Namespace)]
[Serializable]
public class NullableAdded
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public int Score { get; set; }
}

/// <summary>v1 of "required field added": Id and Name, no Email.</summary>
[DataContract(Name = "RequiredAdded", Namespace = EvolveNames.Namespace)]
[Serializable]
public class RequiredAdded
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public string? Name { get; set; }
}
