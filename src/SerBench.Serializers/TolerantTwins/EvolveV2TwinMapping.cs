using V2Models = SerBench.Evolve.V2;

namespace SerBench.Serializers.TolerantTwins.V2;

/// <summary>The version-tolerance lab's V2 types to their twins and back (outside any timing).</summary>
internal static class TwinMapping
{
    public static FieldAddedTwin ToTwin(V2Models.FieldAdded v) => new()
    {
        Id = v.Id,
        Name = v.Name,
        Email = v.Email,
    };

    public static V2Models.FieldAdded FromTwin(FieldAddedTwin t) => new()
    {
        Id = t.Id,
        Name = t.Name,
        Email = t.Email,
    };

    public static FieldRemovedTwin ToTwin(V2Models.FieldRemoved v) => new()
    {
        Id = v.Id,
        Name = v.Name,
    };

    public static V2Models.FieldRemoved FromTwin(FieldRemovedTwin t) => new()
    {
        Id = t.Id,
        Name = t.Name,
    };

    public static FieldRenamedTwin ToTwin(V2Models.FieldRenamed v) => new()
    {
        Id = v.Id,
        FullName = v.FullName,
    };

    public static V2Models.FieldRenamed FromTwin(FieldRenamedTwin t) => new()
    {
        Id = t.Id,
        FullName = t.FullName,
    };

    public static FieldsReorderedTwin ToTwin(V2Models.FieldsReordered v) => new()
    {
        Score = v.Score,
        Name = v.Name,
        Id = v.Id,
    };

    public static V2Models.FieldsReordered FromTwin(FieldsReorderedTwin t) => new()
    {
        Score = t.Score,
        Name = t.Name,
        Id = t.Id,
    };

    public static IntWidenedTwin ToTwin(V2Models.IntWidened v) => new()
    {
        Id = v.Id,
        Count = v.Count,
    };

    public static V2Models.IntWidened FromTwin(IntWidenedTwin t) => new()
    {
        Id = t.Id,
        Count = t.Count,
    };

    public static EnumGrewTwin ToTwin(V2Models.EnumGrew v) => new()
    {
        Id = v.Id,
        Color = v.Color,
    };

    public static V2Models.EnumGrew FromTwin(EnumGrewTwin t) => new()
    {
        Id = t.Id,
        Color = t.Color,
    };

    public static NullableAddedTwin ToTwin(V2Models.NullableAdded v) => new()
    {
        Id = v.Id,
        Score = v.Score,
    };

    public static V2Models.NullableAdded FromTwin(NullableAddedTwin t) => new()
    {
        Id = t.Id,
        Score = t.Score,
    };

    public static RequiredAddedTwin ToTwin(V2Models.RequiredAdded v) => new()
    {
        Id = v.Id,
        Name = v.Name,
        Email = v.Email,
    };

    public static V2Models.RequiredAdded FromTwin(RequiredAddedTwin t) => new()
    {
        Id = t.Id,
        Name = t.Name,
        Email = t.Email,
    };
}
