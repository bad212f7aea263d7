using System.Runtime.Serialization;

namespace SerBench.Evolve.V2;

// Version 2 of each evolve scenario's type (see SerBench.Evolve.V1). Small and only meaningful together, so they share this file.

/// <summary>v2 of "field added": Email is new.</summary>
[DataContract(Name = "FieldAdded", Namespace = EvolveNames.Namespace)]
[Serializable]
public class FieldAdded
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public string? Name { get; set; }

    [DataMember(Order = 3)] public string? Email { get; set; }
}

/// <summary>v2 of "field removed": Nickname is gone.</summary>
[DataContract(Name = "FieldRemoved", Namespace = EvolveNames.Namespace)]
[Serializable]
public class FieldRemoved
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public string? Name { get; set; }
}

/// <summary>v2 of "field renamed": Name is now FullName (same place, same meaning).</summary>
[DataContract(Name = "FieldRenamed", Namespace = EvolveNames.Namespace)]
[Serializable]
public class FieldRenamed
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public string? FullName { get; set; }
}

/// <summary>v2 of "fields reordered": Score, Name, Id (declaration and DataMember order reversed).</summary>
[DataContract(Name = "FieldsReordered", Namespace = EvolveNames.Namespace)]
[Serializable]
public class FieldsReordered
{
    [DataMember(Order = 1)] public int Score { get; set; }

    [DataMember(Order = 2)] public string? Name { get; set; }

    [DataMember(Order = 3)] public int Id { get; set; }
}

/// <summary>v2 of "int widened to long": Count is a long.</summary>
[DataContract(Name = "IntWidened", Namespace = EvolveNames.Namespace)]
[Serializable]
public class IntWidened
{
    [DataMember(Order = 1)] public int Id { get; set; }

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
[DataContract(Name = "EnumGrew", Namespace = EvolveNames.Namespace)]
[Serializable]
public class EnumGrew
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public Color Color { get; set; }
}

/// <summary>v2 of "nullable added": Score may be null.</summary>
[DataContract(Name = "NullableAdded", Namespace = EvolveNames.Namespace)]
[Serializable]
public class NullableAdded
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public int? Score { get; set; }
}

/// <summary>v2 of "required field added": Email is required (C# required, DataMember IsRequired).</summary>
[DataContract(Name = "RequiredAdded", Namespace = EvolveNames.Namespace)]
[Serializable]
public class RequiredAdded
{
    [DataMember(Order = 1)] public int Id { get; set; }

    [DataMember(Order = 2)] public string? Name { get; set; }

    [DataMember(Order = 3, IsRequired = true)] public required string Email { get; set; }
}
