using SerBench.Serializers.Thrift.Twins;
using V1 = SerBench.Evolve.V1;
using V2 = SerBench.Evolve.V2;

namespace SerBench.Serializers.Thrift;

/// <summary>
/// Mappings of the version-tolerance lab's types to their twins in Idl/evolve.thrift, so `serbench evolve` measures
/// the Thrift rows on the same changes as every other row. Nulls stay unset, as in every Thrift twin.
/// </summary>
internal static class EvolveTwins
{
    public static IReadOnlyList<TwinMap> All { get; } =
    [
        new TwinMap<V1.FieldAdded, EvolveFieldAddedV1>(
            v => new() { Id = v.Id, Name = v.Name }, m => new() { Id = m.Id, Name = m.Name }, () => new()),
        new TwinMap<V2.FieldAdded, EvolveFieldAddedV2>(
            v => new() { Id = v.Id, Name = v.Name, Email = v.Email }, m => new() { Id = m.Id, Name = m.Name, Email = m.Email }, () => new()),
        new TwinMap<V1.FieldRemoved, EvolveFieldRemovedV1>(
            v => new() { Id = v.Id, Name = v.Name, Nickname = v.Nickname }, m => new() { Id = m.Id, Name = m.Name, Nickname = m.Nickname }, () => new()),
        new TwinMap<V2.FieldRemoved, EvolveFieldRemovedV2>(
            v => new() { Id = v.Id, Name = v.Name }, m => new() { Id = m.Id, Name = m.Name }, () => new()),
        new TwinMap<V1.FieldRenamed, EvolveFieldRenamedV1>(
            v => new() { Id = v.Id, Name = v.Name }, m => new() { Id = m.Id, Name = m.Name }, () => new()),
        new TwinMap<V2.FieldRenamed, EvolveFieldRenamedV2>(
            v => new() { Id = v.Id, FullName = v.FullName }, m => new() { Id = m.Id, FullName = m.FullName }, () => new()),
        new TwinMap<V1.FieldsReordered, EvolveFieldsReorderedV1>(
            v => new() { Id = v.Id, Name = v.Name, Score = v.Score }, m => new() { Id = m.Id, Name = m.Name, Score = m.Score }, () => new()),
        new TwinMap<V2.FieldsReordered, EvolveFieldsReorderedV2>(
            v => new() { Id = v.Id, Name = v.Name, Score = v.Score }, m => new() { Id = m.Id, Name = m.Name, Score = m.Score }, () => new()),
        new TwinMap<V1.IntWidened, EvolveIntWidenedV1>(
            v => new() { Id = v.Id, Count = v.Count }, m => new() { Id = m.Id, Count = m.Count }, () => new()),
        new TwinMap<V2.IntWidened, EvolveIntWidenedV2>(
            v => new() { Id = v.Id, Count = v.Count }, m => new() { Id = m.Id, Count = m.Count }, () => new()),
        new TwinMap<V1.EnumGrew, EvolveEnumGrewV1>(
            v => new() { Id = v.Id, Color = (EvolveColorV1)v.Color }, m => new() { Id = m.Id, Color = (V1.Color)m.Color }, () => new()),
        new TwinMap<V2.EnumGrew, EvolveEnumGrewV2>(
            v => new() { Id = v.Id, Color = (EvolveColorV2)v.Color }, m => new() { Id = m.Id, Color = (V2.Color)m.Color }, () => new()),
        new TwinMap<V1.NullableAdded, EvolveNullableAddedV1>(
            v => new() { Id = v.Id, Score = v.Score }, m => new() { Id = m.Id, Score = m.Score }, () => new()),
        new TwinMap<V2.NullableAdded, EvolveNullableAddedV2>(ToTwin, m => new() { Id = m.Id, Score = m.__isset.score ? m.Score : null }, () => new()),
        new TwinMap<V1.RequiredAdded, EvolveRequiredAddedV1>(
            v => new() { Id = v.Id, Name = v.Name }, m => new() { Id = m.Id, Name = m.Name }, () => new()),
        new TwinMap<V2.RequiredAdded, EvolveRequiredAddedV2>(
            v => new() { Id = v.Id, Name = v.Name, Email = v.Email }, m => new() { Id = m.Id, Name = m.Name, Email = m.Email }, () => new()),
    ];

    /// <summary>A null Score stays unset, so the optional field is not written.</summary>
    private static EvolveNullableAddedV2 ToTwin(V2.NullableAdded value)
    {
        var twin = new EvolveNullableAddedV2 { Id = value.Id };
        if (value.Score is { } score)
        {
            twin.Score = score;
        }

        return twin;
    }
}
