using V1Models = SerBench.Evolve.V1;

namespace SerBench.Serializers.TolerantTwins.V1;

/// <summary>The version-tolerance lab's V1 types to their twins and back (outside any timing).</summary>
internal static class TwinMapping
{
    public static FieldAddedTwin ToTwin(V1Models.FieldAdded v) => new()
    {
        Id = v.Id,
        Name = v.Name,
    };

    public static V1Models.FieldAdded FromTwin(FieldAddedTwin t) => new()
    {
        Id = t.Id,
        Name = t.Name,
    };

    public static FieldRemovedTwin ToTwin(V1Models.FieldRemoved v) => new()
    {
        Id = v.Id,
        Name = v.Name,
        Nickname = v.Nickname,
    };

    public static V1Models.FieldRemoved FromTwin(FieldRemovedTwin t) => new()
    {
        Id = t.Id,
        Name = t.Name,
        Nickname = t.Nickname,
    };

    public static FieldRenamedTwin ToTwin(V1Models.FieldRenamed v) => new()
    {
        Id = v.Id,
        Name = v.Name,
    };

    public static V1Models.FieldRenamed FromTwin(FieldRenamedTwin t) => new()
    {
        Id = t.Id,
        Name = t.Name,
    };

    public static FieldsReorderedTwin ToTwin(V1Models.FieldsReordered v) => new()
    {
        Id = v.Id,
        Name = v.Name,
        Score = v.Score,
    };

    public static V1Models.FieldsReordered FromTwin(FieldsReorderedTwin t) => new()
    {
        Id = t.Id,
        Name = t.Name,
        Score = t.Score,
    };

    public static IntWidenedTwin ToTwin(V1Models.IntWidened v) => new()
    {
        Id = v.Id,
        Count = v.Count,
    };

    public static V1Models.IntWidened FromTwin(IntWidenedTwin t) => new()
    {
        Id = t.Id,
        Count = t.Count,
    };

    public static EnumGrewTwin ToTwin(V1Models.EnumGrew v) => new()
    {
        Id = v.Id,
        Color = v.Color,
    };

    public static V1Models.EnumGrew FromTwin(EnumGrewTwin t) => new()
    {
        Id = t.Id,
        Color = t.Color,
    };

    public static NullableAddedTwin ToTwin(V1Models.NullableAdded v) => new()
    {
        Id = v.Id,
        Score = v.Score,
    };

    public static V1Models.NullableAdded FromTwin(NullableAddedTwin t) => new()
    {
        Id = t.Id,
        Score = t.Score,
    };

    public static RequiredAddedTwin ToTwin(V1Models.RequiredAdded v) => new()
    {
        Id = v.Id,
        Name = v.Name,
    };

    public static V1Models.RequiredAdded FromTwin(RequiredAddedTwin t) => new()
    {
        Id = t.Id,
        Name = t.Name,
    };
}
