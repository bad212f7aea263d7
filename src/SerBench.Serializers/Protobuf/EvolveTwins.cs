using SerBench.Serializers.Protobuf.Twins;
using V1 = SerBench.Evolve.V1;
using V2 = SerBench.Evolve.V2;

namespace SerBench.Serializers.Protobuf;

/// <summary>
/// Mappings of the version-tolerance lab's types to their twins in Protos/evolve.proto, so `serbench evolve`
/// measures Google.Protobuf on the same changes as every other row. Strings map "" to null on the way back,
/// as proto3 cannot tell them apart.
/// </summary>
internal static class EvolveTwins
{
    public static IReadOnlyList<TwinMap> All { get; } =
    [
        new TwinMap<V1.FieldAdded, EvolveFieldAddedV1>(
            v => new() { Id = v.Id, Name = S(v.Name) }, m => new() { Id = m.Id, Name = N(m.Name) }, EvolveFieldAddedV1.Parser),
        new TwinMap<V2.FieldAdded, EvolveFieldAddedV2>(
            v => new() { Id = v.Id, Name = S(v.Name), Email = S(v.Email) }, m => new() { Id = m.Id, Name = N(m.Name), Email = N(m.Email) }, EvolveFieldAddedV2.Parser),
        new TwinMap<V1.FieldRemoved, EvolveFieldRemovedV1>(
            v => new() { Id = v.Id, Name = S(v.Name), Nickname = S(v.Nickname) }, m => new() { Id = m.Id, Name = N(m.Name), Nickname = N(m.Nickname) }, EvolveFieldRemovedV1.Parser),
        new TwinMap<V2.FieldRemoved, EvolveFieldRemovedV2>(
            v => new() { Id = v.Id, Name = S(v.Name) }, m => new() { Id = m.Id, Name = N(m.Name) }, EvolveFieldRemovedV2.Parser),
        new TwinMap<V1.FieldRenamed, EvolveFieldRenamedV1>(
            v => new() { Id = v.Id, Name = S(v.Name) }, m => new() { Id = m.Id, Name = N(m.Name) }, EvolveFieldRenamedV1.Parser),
        new TwinMap<V2.FieldRenamed, EvolveFieldRenamedV2>(
            v => new() { Id = v.Id, FullName = S(v.FullName) }, m => new() { Id = m.Id, FullName = N(m.FullName) }, EvolveFieldRenamedV2.Parser),
        new TwinMap<V1.FieldsReordered, EvolveFieldsReorderedV1>(
            v => new() { Id = v.Id, Name = S(v.Name), Score = v.Score }, m => new() { Id = m.Id, Name = N(m.Name), Score = m.Score }, EvolveFieldsReorderedV1.Parser),
        new TwinMap<V2.FieldsReordered, EvolveFieldsReorderedV2>(
            v => new() { Id = v.Id, Name = S(v.Name), Score = v.Score }, m => new() { Id = m.Id, Name = N(m.Name), Score = m.Score }, EvolveFieldsReorderedV2.Parser),
        new TwinMap<V1.IntWidened, EvolveIntWidenedV1>(
            v => new() { Id = v.Id, Count = v.Count }, m => new() { Id = m.Id, Count = m.Count }, EvolveIntWidenedV1.Parser),
        new TwinMap<V2.IntWidened, EvolveIntWidenedV2>(
            v => new() { Id = v.Id, Count = v.Count }, m => new() { Id = m.Id, Count = m.Count }, EvolveIntWidenedV2.Parser),
        new TwinMap<V1.EnumGrew, EvolveEnumGrewV1>(
            v => new() { Id = v.Id, Color = (EvolveColorV1)v.Color }, m => new() { Id = m.Id, Color = (V1.Color)m.Color }, EvolveEnumGrewV1.Parser),
        new TwinMap<V2.EnumGrew, EvolveEnumGrewV2>(
            v => new() { Id = v.Id, Color = (EvolveColorV2)v.Color }, m => new() { Id = m.Id, Color = (V2.Color)m.Color }, EvolveEnumGrewV2.Parser),
        new TwinMap<V1.NullableAdded, EvolveNullableAddedV1>(
            v => new() { Id = v.Id, Score = v.Score }, m => new() { Id = m.Id, Score = m.Score }, EvolveNullableAddedV1.Parser),
        new TwinMap<V2.NullableAdded, EvolveNullableAddedV2>(ToTwin, m => new() { Id = m.Id, Score = m.HasScore ? m.Score : null }, EvolveNullableAddedV2.Parser),
        new TwinMap<V1.RequiredAdded, EvolveRequiredAddedV1>(
            v => new() { Id = v.Id, Name = S(v.Name) }, m => new() { Id = m.Id, Name = N(m.Name) }, EvolveRequiredAddedV1.Parser),
        new TwinMap<V2.RequiredAdded, EvolveRequiredAddedV2>(
            v => new() { Id = v.Id, Name = S(v.Name), Email = S(v.Email) }, m => new() { Id = m.Id, Name = N(m.Name), Email = m.Email }, EvolveRequiredAddedV2.Parser),
    ];

    private static EvolveNullableAddedV2 ToTwin(V2.NullableAdded value)
    {
        var twin = new EvolveNullableAddedV2 { Id = value.Id };
        if (value.Score is { } score)
        {
            twin.Score = score;
        }

        return twin;
    }

    private static string S(string? value) => value ?? string.Empty;

    private static string? N(string value) => value.Length == 0 ? null : value;
}
