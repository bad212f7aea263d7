using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Payloads.Models;
using V1Models = SerBench.Evolve.V1;
using V2Models = SerBench.Evolve.V2;
using V1Twins = SerBench.Serializers.TolerantTwins.V1;
using V2Twins = SerBench.Serializers.TolerantTwins.V2;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>
/// The twins of the version-tolerant rows (messagepack-stringkeys, memorypack-versiontolerant): one per canonical
/// type of the built-in and version-tolerance payloads. A model carries one set of each library's attributes, and
/// SerBench's carry integer keys and MemoryPack's default layout, so these layouts need types of their own.
/// </summary>
internal static class TolerantTwinCatalog
{
    private static readonly Dictionary<Type, TolerantTwinMap> ByModelType = new TolerantTwinMap[]
    {
        Map<TinyObject, TinyObjectTwin>(TwinMapping.ToTwin, TwinMapping.FromTwin),
        Map<SimpleObject, SimpleObjectTwin>(TwinMapping.ToTwin, TwinMapping.FromTwin),
        Map<ComplexObject, ComplexObjectTwin>(TwinMapping.ToTwin, TwinMapping.FromTwin),
        Map<Person, PersonTwin>(TwinMapping.ToTwin, TwinMapping.FromTwin),
        Map<MessageEnvelope, MessageEnvelopeTwin>(TwinMapping.ToTwin, TwinMapping.FromTwin),
        Map<FloatVectors, FloatVectorsTwin>(TwinMapping.ToTwin, TwinMapping.FromTwin),
        Map<GrainStateDocument, GrainStateDocumentTwin>(TwinMapping.ToTwin, TwinMapping.FromTwin),
        Map<List<Customer>, List<CustomerTwin>>(v => [.. v.Select(TwinMapping.ToTwin)], t => [.. t.Select(TwinMapping.FromTwin)]),
        Map<V1Models.FieldAdded, V1Twins.FieldAddedTwin>(V1Twins.TwinMapping.ToTwin, V1Twins.TwinMapping.FromTwin),
        Map<V2Models.FieldAdded, V2Twins.FieldAddedTwin>(V2Twins.TwinMapping.ToTwin, V2Twins.TwinMapping.FromTwin),
        Map<V1Models.FieldRemoved, V1Twins.FieldRemovedTwin>(V1Twins.TwinMapping.ToTwin, V1Twins.TwinMapping.FromTwin),
        Map<V2Models.FieldRemoved, V2Twins.FieldRemovedTwin>(V2Twins.TwinMapping.ToTwin, V2Twins.TwinMapping.FromTwin),
        Map<V1Models.FieldRenamed, V1Twins.FieldRenamedTwin>(V1Twins.TwinMapping.ToTwin, V1Twins.TwinMapping.FromTwin),
        Map<V2Models.FieldRenamed, V2Twins.FieldRenamedTwin>(V2Twins.TwinMapping.ToTwin, V2Twins.TwinMapping.FromTwin),
        Map<V1Models.FieldsReordered, V1Twins.FieldsReorderedTwin>(V1Twins.TwinMapping.ToTwin, V1Twins.TwinMapping.FromTwin),
        Map<V2Models.FieldsReordered, V2Twins.FieldsReorderedTwin>(V2Twins.TwinMapping.ToTwin, V2Twins.TwinMapping.FromTwin),
        Map<V1Models.IntWidened, V1Twins.IntWidenedTwin>(V1Twins.TwinMapping.ToTwin, V1Twins.TwinMapping.FromTwin),
        Map<V2Models.IntWidened, V2Twins.IntWidenedTwin>(V2Twins.TwinMapping.ToTwin, V2Twins.TwinMapping.FromTwin),
        Map<V1Models.EnumGrew, V1Twins.EnumGrewTwin>(V1Twins.TwinMapping.ToTwin, V1Twins.TwinMapping.FromTwin),
        Map<V2Models.EnumGrew, V2Twins.EnumGrewTwin>(V2Twins.TwinMapping.ToTwin, V2Twins.TwinMapping.FromTwin),
        Map<V1Models.NullableAdded, V1Twins.NullableAddedTwin>(V1Twins.TwinMapping.ToTwin, V1Twins.TwinMapping.FromTwin),
        Map<V2Models.NullableAdded, V2Twins.NullableAddedTwin>(V2Twins.TwinMapping.ToTwin, V2Twins.TwinMapping.FromTwin),
        Map<V1Models.RequiredAdded, V1Twins.RequiredAddedTwin>(V1Twins.TwinMapping.ToTwin, V1Twins.TwinMapping.FromTwin),
        Map<V2Models.RequiredAdded, V2Twins.RequiredAddedTwin>(V2Twins.TwinMapping.ToTwin, V2Twins.TwinMapping.FromTwin),
    }.ToDictionary(m => m.ModelType);

    /// <summary>Yes when SerBench holds a twin of the payload's type; a user's own type has none.</summary>
    public static Support Supports(PayloadDescriptor payload, string rowId)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return ByModelType.ContainsKey(payload.ClrType)
            ? Support.Yes
            : Support.No(
                $"no twin of {payload.ClrType.FullName} for {rowId}: the canonical models carry integer keys and MemoryPack's default layout, " +
                "so this layout is measured on twin types, and SerBench holds twins for its built-in payloads only (your own type can carry the attributes: add an adapter in your project).");
    }

    public static ICodec<T> CreateCodec<T>(ITwinFormat format)
    {
        if (!ByModelType.TryGetValue(typeof(T), out var map))
        {
            throw new NotSupportedException($"No twin for {typeof(T).FullName}; twins exist for: {string.Join(", ", ByModelType.Keys.Select(t => t.Name))}.");
        }

        return map.CreateCodec<T>(format);
    }

    private static TolerantTwinMap<T, TTwin> Map<T, TTwin>(Func<T, TTwin> toTwin, Func<TTwin, T> fromTwin)
        where TTwin : class => new(toTwin, fromTwin);
}
