using SerBench.Serializers.FlatBuffers.Twins;
using V1 = SerBench.Evolve.V1;
using V2 = SerBench.Evolve.V2;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>
/// Mappings of the version-tolerance lab's types to their twins in Idl/evolve.fbs, so `serbench evolve` measures
/// the FlatBuffers row on the same changes as every other row. A null string is left out of its table; v2's
/// nullable Score is an optional scalar, left out when null.
/// </summary>
internal static class EvolveFlatTwins
{
    public static IReadOnlyList<FlatTwinMap> All { get; } =
    [
        new FlatTwinMap<V1.FieldAdded, EvolveFieldAddedV1FbT>(
            v => new() { Id = v.Id, Name = v.Name },
            m => new() { Id = m.Id, Name = m.Name },
            (b, t) => EvolveFieldAddedV1Fb.Pack(b, t).Value,
            bb => EvolveFieldAddedV1Fb.GetRootAsEvolveFieldAddedV1Fb(bb).UnPack()),
        new FlatTwinMap<V2.FieldAdded, EvolveFieldAddedV2FbT>(
            v => new() { Id = v.Id, Name = v.Name, Email = v.Email },
            m => new() { Id = m.Id, Name = m.Name, Email = m.Email },
            (b, t) => EvolveFieldAddedV2Fb.Pack(b, t).Value,
            bb => EvolveFieldAddedV2Fb.GetRootAsEvolveFieldAddedV2Fb(bb).UnPack()),
        new FlatTwinMap<V1.FieldRemoved, EvolveFieldRemovedV1FbT>(
            v => new() { Id = v.Id, Name = v.Name, Nickname = v.Nickname },
            m => new() { Id = m.Id, Name = m.Name, Nickname = m.Nickname },
            (b, t) => EvolveFieldRemovedV1Fb.Pack(b, t).Value,
            bb => EvolveFieldRemovedV1Fb.GetRootAsEvolveFieldRemovedV1Fb(bb).UnPack()),
        new FlatTwinMap<V2.FieldRemoved, EvolveFieldRemovedV2FbT>(
            v => new() { Id = v.Id, Name = v.Name },
            m => new() { Id = m.Id, Name = m.Name },
            (b, t) => EvolveFieldRemovedV2Fb.Pack(b, t).Value,
            bb => EvolveFieldRemovedV2Fb.GetRootAsEvolveFieldRemovedV2Fb(bb).UnPack()),
        new FlatTwinMap<V1.FieldRenamed, EvolveFieldRenamedV1FbT>(
            v => new() { Id = v.Id, Name = v.Name },
            m => new() { Id = m.Id, Name = m.Name },
            (b, t) => EvolveFieldRenamedV1Fb.Pack(b, t).Value,
            bb => EvolveFieldRenamedV1Fb.GetRootAsEvolveFieldRenamedV1Fb(bb).UnPack()),
        new FlatTwinMap<V2.FieldRenamed, EvolveFieldRenamedV2FbT>(
            v => new() { Id = v.Id, FullName = v.FullName },
            m => new() { Id = m.Id, FullName = m.FullName },
            (b, t) => EvolveFieldRenamedV2Fb.Pack(b, t).Value,
            bb => EvolveFieldRenamedV2Fb.GetRootAsEvolveFieldRenamedV2Fb(bb).UnPack()),
        new FlatTwinMap<V1.FieldsReordered, EvolveFieldsReorderedV1FbT>(
            v => new() { Id = v.Id, Name = v.Name, Score = v.Score },
            m => new() { Id = m.Id, Name = m.Name, Score = m.Score },
            (b, t) => EvolveFieldsReorderedV1Fb.Pack(b, t).Value,
            bb => EvolveFieldsReorderedV1Fb.GetRootAsEvolveFieldsReorderedV1Fb(bb).UnPack()),
        new FlatTwinMap<V2.FieldsReordered, EvolveFieldsReorderedV2FbT>(
            v => new() { Id = v.Id, Name = v.Name, Score = v.Score },
            m => new() { Id = m.Id, Name = m.Name, Score = m.Score },
            (b, t) => EvolveFieldsReorderedV2Fb.Pack(b, t).Value,
            bb => EvolveFieldsReorderedV2Fb.GetRootAsEvolveFieldsReorderedV2Fb(bb).UnPack()),
        new FlatTwinMap<V1.IntWidened, EvolveIntWidenedV1FbT>(
            v => new() { Id = v.Id, Count = v.Count },
            m => new() { Id = m.Id, Count = m.Count },
            (b, t) => EvolveIntWidenedV1Fb.Pack(b, t).Value,
            bb => EvolveIntWidenedV1Fb.GetRootAsEvolveIntWidenedV1Fb(bb).UnPack()),
        new FlatTwinMap<V2.IntWidened, EvolveIntWidenedV2FbT>(
            v => new() { Id = v.Id, Count = v.Count },
            m => new() { Id = m.Id, Count = m.Count },
            (b, t) => EvolveIntWidenedV2Fb.Pack(b, t).Value,
            bb => EvolveIntWidenedV2Fb.GetRootAsEvolveIntWidenedV2Fb(bb).UnPack()),
        new FlatTwinMap<V1.EnumGrew, EvolveEnumGrewV1FbT>(
            v => new() { Id = v.Id, Color = (EvolveColorV1Fb)v.Color },
            m => new() { Id = m.Id, Color = (V1.Color)m.Color },
            (b, t) => EvolveEnumGrewV1Fb.Pack(b, t).Value,
            bb => EvolveEnumGrewV1Fb.GetRootAsEvolveEnumGrewV1Fb(bb).UnPack()),
        new FlatTwinMap<V2.EnumGrew, EvolveEnumGrewV2FbT>(
            v => new() { Id = v.Id, Color = (EvolveColorV2Fb)v.Color },
            m => new() { Id = m.Id, Color = (V2.Color)m.Color },
            (b, t) => EvolveEnumGrewV2Fb.Pack(b, t).Value,
            bb => EvolveEnumGrewV2Fb.GetRootAsEvolveEnumGrewV2Fb(bb).UnPack()),
        new FlatTwinMap<V1.NullableAdded, EvolveNullableAddedV1FbT>(
            v => new() { Id = v.Id, Score = v.Score },
            m => new() { Id = m.Id, Score = m.Score },
            (b, t) => EvolveNullableAddedV1Fb.Pack(b, t).Value,
            bb => EvolveNullableAddedV1Fb.GetRootAsEvolveNullableAddedV1Fb(bb).UnPack()),
        new FlatTwinMap<V2.NullableAdded, EvolveNullableAddedV2FbT>(
            v => new() { Id = v.Id, Score = v.Score },
            m => new() { Id = m.Id, Score = m.Score },
            (b, t) => EvolveNullableAddedV2Fb.Pack(b, t).Value,
            bb => EvolveNullableAddedV2Fb.GetRootAsEvolveNullableAddedV2Fb(bb).UnPack()),
        new FlatTwinMap<V1.RequiredAdded, EvolveRequiredAddedV1FbT>(
            v => new() { Id = v.Id, Name = v.Name },
            m => new() { Id = m.Id, Name = m.Name },
            (b, t) => EvolveRequiredAddedV1Fb.Pack(b, t).Value,
            bb => EvolveRequiredAddedV1Fb.GetRootAsEvolveRequiredAddedV1Fb(bb).UnPack()),
        new FlatTwinMap<V2.RequiredAdded, EvolveRequiredAddedV2FbT>(
            v => new() { Id = v.Id, Name = v.Name, Email = v.Email },
            m => new() { Id = m.Id, Name = m.Name, Email = m.Email! },
            (b, t) => EvolveRequiredAddedV2Fb.Pack(b, t).Value,
            bb => EvolveRequiredAddedV2Fb.GetRootAsEvolveRequiredAddedV2Fb(bb).UnPack()),
    ];
}
