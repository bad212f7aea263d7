using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Payloads.Models;
using SerBench.Serializers.Twins;
using static SerBench.Serializers.TolerantTwins.TolerantFromTwin;
using static SerBench.Serializers.TolerantTwins.TolerantToTwin;
using V1Models = SerBench.Evolve.V1;
using V1Twins = SerBench.Serializers.TolerantTwins.V1;
using V2Models = SerBench.Evolve.V2;
using V2Twins = SerBench.Serializers.TolerantTwins.V2;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>
/// The twins of the version-tolerant rows (messagepack-stringkeys, memorypack-versiontolerant): one per canonical
/// type of the built-in and version-tolerance payloads. A model carries one set of each library's attributes, and
/// SerBench's carry integer keys and MemoryPack's default layout, so these layouts need types of their own.
/// </summary>
internal static class TolerantTwinCatalog
{
    private static readonly TwinCatalog<ITwinLibrary> Catalog = new("twin",
    [
        Twin<TinyObject, TinyObjectTwin>(ToTwin, FromTwin),
        Twin<SimpleObject, SimpleObjectTwin>(ToTwin, FromTwin),
        Twin<ComplexObject, ComplexObjectTwin>(ToTwin, FromTwin),
        Twin<Person, PersonTwin>(ToTwin, FromTwin),
        Twin<FloatVectors, FloatVectorsTwin>(ToTwin, FromTwin),
        Twin<MessageEnvelope, MessageEnvelopeTwin>(ToTwin, FromTwin),
        Twin<List<Customer>, List<CustomerTwin>>(ToTwin, FromTwin),
        Twin<GrainStateDocument, GrainStateDocumentTwin>(ToTwin, FromTwin),
        Twin<V1Models.FieldAdded, V1Twins.FieldAddedTwin>(ToTwin, FromTwin),
        Twin<V2Models.FieldAdded, V2Twins.FieldAddedTwin>(ToTwin, FromTwin),
        Twin<V1Models.FieldRemoved, V1Twins.FieldRemovedTwin>(ToTwin, FromTwin),
        Twin<V2Models.FieldRemoved, V2Twins.FieldRemovedTwin>(ToTwin, FromTwin),
        Twin<V1Models.FieldRenamed, V1Twins.FieldRenamedTwin>(ToTwin, FromTwin),
        Twin<V2Models.FieldRenamed, V2Twins.FieldRenamedTwin>(ToTwin, FromTwin),
        Twin<V1Models.FieldsReordered, V1Twins.FieldsReorderedTwin>(ToTwin, FromTwin),
        Twin<V2Models.FieldsReordered, V2Twins.FieldsReorderedTwin>(ToTwin, FromTwin),
        Twin<V1Models.IntWidened, V1Twins.IntWidenedTwin>(ToTwin, FromTwin),
        Twin<V2Models.IntWidened, V2Twins.IntWidenedTwin>(ToTwin, FromTwin),
        Twin<V1Models.EnumGrew, V1Twins.EnumGrewTwin>(ToTwin, FromTwin),
        Twin<V2Models.EnumGrew, V2Twins.EnumGrewTwin>(ToTwin, FromTwin),
        Twin<V1Models.NullableAdded, V1Twins.NullableAddedTwin>(ToTwin, FromTwin),
        Twin<V2Models.NullableAdded, V2Twins.NullableAddedTwin>(ToTwin, FromTwin),
        Twin<V1Models.RequiredAdded, V1Twins.RequiredAddedTwin>(ToTwin, FromTwin),
        Twin<V2Models.RequiredAdded, V2Twins.RequiredAddedTwin>(ToTwin, FromTwin),
    ]);

    /// <summary>Yes when SerBench holds a twin of the payload's type; a user's own type has none.</summary>
    public static Support Supports(PayloadDescriptor payload, string rowId) => Catalog.Supports(payload, p =>
        $"no twin of {p.ClrType.FullName} for {rowId}: the canonical models carry integer keys and MemoryPack's default layout, " +
        "so this layout is measured on twin types, and SerBench holds twins for its built-in payloads only (your own type can carry the attributes: add an adapter in your project).");

    public static ICodec<T> CreateCodec<T>(ITwinLibrary library) => Catalog.CreateCodec<T>(library);

    private static TwinEntry<ITwinLibrary> Twin<T, TTwin>(Func<T, TTwin> toTwin, Func<TTwin, T> fromTwin)
        where TTwin : class =>
        new TwinEntry<ITwinLibrary, T, TTwin>(new(toTwin, fromTwin), library => library.Operations<TTwin>);
}
