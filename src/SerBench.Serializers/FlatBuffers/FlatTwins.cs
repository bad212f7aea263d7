using Google.FlatBuffers;
using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Payloads.Models;
using SerBench.Serializers.FlatBuffers.Twins;
using SerBench.Serializers.Twins;
using static SerBench.Serializers.FlatBuffers.FlatFromTwin;
using static SerBench.Serializers.FlatBuffers.FlatToTwin;
using V1 = SerBench.Evolve.V1;
using V2 = SerBench.Evolve.V2;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>
/// The twins SerBench holds for the FlatBuffers row: one per canonical model type, generated from Idl/*.fbs, each with
/// its root table's generated Pack, GetRootAs and UnPack. The row has no variants, so the catalog's row is nothing.
/// </summary>
internal static class FlatTwins
{
    private static readonly TwinCatalog<ValueTuple> Catalog = new("FlatBuffers twin",
    [
        Twin<TinyObject, TinyFbT>(ToTwin, FromTwin, (b, t) => TinyFb.Pack(b, t).Value, bb => TinyFb.GetRootAsTinyFb(bb).UnPack()),
        Twin<SimpleObject, SimpleFbT>(ToTwin, FromTwin, (b, t) => SimpleFb.Pack(b, t).Value, bb => SimpleFb.GetRootAsSimpleFb(bb).UnPack()),
        Twin<ComplexObject, ComplexFbT>(ToTwin, FromTwin, (b, t) => ComplexFb.Pack(b, t).Value, bb => ComplexFb.GetRootAsComplexFb(bb).UnPack()),
        Twin<Person, PersonFbT>(ToTwin, FromTwin, (b, t) => PersonFb.Pack(b, t).Value, bb => PersonFb.GetRootAsPersonFb(bb).UnPack()),
        Twin<FloatVectors, FloatVectorsFbT>(
            ToTwin, FromTwin, (b, t) => FloatVectorsFb.Pack(b, t).Value, bb => FloatVectorsFb.GetRootAsFloatVectorsFb(bb).UnPack()),
        Twin<MessageEnvelope, MessageEnvelopeFbT>(
            ToTwin, FromTwin, (b, t) => MessageEnvelopeFb.Pack(b, t).Value, bb => MessageEnvelopeFb.GetRootAsMessageEnvelopeFb(bb).UnPack()),
        Twin<List<Customer>, CustomerListFbT>(
            ToTwin, FromTwin, (b, t) => CustomerListFb.Pack(b, t).Value, bb => CustomerListFb.GetRootAsCustomerListFb(bb).UnPack()),
        Twin<GrainStateDocument, GrainStateDocumentFbT>(
            ToTwin, FromTwin, (b, t) => GrainStateDocumentFb.Pack(b, t).Value, bb => GrainStateDocumentFb.GetRootAsGrainStateDocumentFb(bb).UnPack()),
        Twin<V1.FieldAdded, EvolveFieldAddedV1FbT>(
            ToTwin, FromTwin, (b, t) => EvolveFieldAddedV1Fb.Pack(b, t).Value, bb => EvolveFieldAddedV1Fb.GetRootAsEvolveFieldAddedV1Fb(bb).UnPack()),
        Twin<V2.FieldAdded, EvolveFieldAddedV2FbT>(
            ToTwin, FromTwin, (b, t) => EvolveFieldAddedV2Fb.Pack(b, t).Value, bb => EvolveFieldAddedV2Fb.GetRootAsEvolveFieldAddedV2Fb(bb).UnPack()),
        Twin<V1.FieldRemoved, EvolveFieldRemovedV1FbT>(
            ToTwin, FromTwin, (b, t) => EvolveFieldRemovedV1Fb.Pack(b, t).Value, bb => EvolveFieldRemovedV1Fb.GetRootAsEvolveFieldRemovedV1Fb(bb).UnPack()),
        Twin<V2.FieldRemoved, EvolveFieldRemovedV2FbT>(
            ToTwin, FromTwin, (b, t) => EvolveFieldRemovedV2Fb.Pack(b, t).Value, bb => EvolveFieldRemovedV2Fb.GetRootAsEvolveFieldRemovedV2Fb(bb).UnPack()),
        Twin<V1.FieldRenamed, EvolveFieldRenamedV1FbT>(
            ToTwin, FromTwin, (b, t) => EvolveFieldRenamedV1Fb.Pack(b, t).Value, bb => EvolveFieldRenamedV1Fb.GetRootAsEvolveFieldRenamedV1Fb(bb).UnPack()),
        Twin<V2.FieldRenamed, EvolveFieldRenamedV2FbT>(
            ToTwin, FromTwin, (b, t) => EvolveFieldRenamedV2Fb.Pack(b, t).Value, bb => EvolveFieldRenamedV2Fb.GetRootAsEvolveFieldRenamedV2Fb(bb).UnPack()),
        Twin<V1.FieldsReordered, EvolveFieldsReorderedV1FbT>(
            ToTwin, FromTwin, (b, t) => EvolveFieldsReorderedV1Fb.Pack(b, t).Value, bb => EvolveFieldsReorderedV1Fb.GetRootAsEvolveFieldsReorderedV1Fb(bb).UnPack()),
        Twin<V2.FieldsReordered, EvolveFieldsReorderedV2FbT>(
            ToTwin, FromTwin, (b, t) => EvolveFieldsReorderedV2Fb.Pack(b, t).Value, bb => EvolveFieldsReorderedV2Fb.GetRootAsEvolveFieldsReorderedV2Fb(bb).UnPack()),
        Twin<V1.IntWidened, EvolveIntWidenedV1FbT>(
            ToTwin, FromTwin, (b, t) => EvolveIntWidenedV1Fb.Pack(b, t).Value, bb => EvolveIntWidenedV1Fb.GetRootAsEvolveIntWidenedV1Fb(bb).UnPack()),
        Twin<V2.IntWidened, EvolveIntWidenedV2FbT>(
            ToTwin, FromTwin, (b, t) => EvolveIntWidenedV2Fb.Pack(b, t).Value, bb => EvolveIntWidenedV2Fb.GetRootAsEvolveIntWidenedV2Fb(bb).UnPack()),
        Twin<V1.EnumGrew, EvolveEnumGrewV1FbT>(
            ToTwin, FromTwin, (b, t) => EvolveEnumGrewV1Fb.Pack(b, t).Value, bb => EvolveEnumGrewV1Fb.GetRootAsEvolveEnumGrewV1Fb(bb).UnPack()),
        Twin<V2.EnumGrew, EvolveEnumGrewV2FbT>(
            ToTwin, FromTwin, (b, t) => EvolveEnumGrewV2Fb.Pack(b, t).Value, bb => EvolveEnumGrewV2Fb.GetRootAsEvolveEnumGrewV2Fb(bb).UnPack()),
        Twin<V1.NullableAdded, EvolveNullableAddedV1FbT>(
            ToTwin, FromTwin, (b, t) => EvolveNullableAddedV1Fb.Pack(b, t).Value, bb => EvolveNullableAddedV1Fb.GetRootAsEvolveNullableAddedV1Fb(bb).UnPack()),
        Twin<V2.NullableAdded, EvolveNullableAddedV2FbT>(
            ToTwin, FromTwin, (b, t) => EvolveNullableAddedV2Fb.Pack(b, t).Value, bb => EvolveNullableAddedV2Fb.GetRootAsEvolveNullableAddedV2Fb(bb).UnPack()),
        Twin<V1.RequiredAdded, EvolveRequiredAddedV1FbT>(
            ToTwin, FromTwin, (b, t) => EvolveRequiredAddedV1Fb.Pack(b, t).Value, bb => EvolveRequiredAddedV1Fb.GetRootAsEvolveRequiredAddedV1Fb(bb).UnPack()),
        Twin<V2.RequiredAdded, EvolveRequiredAddedV2FbT>(
            ToTwin, FromTwin, (b, t) => EvolveRequiredAddedV2Fb.Pack(b, t).Value, bb => EvolveRequiredAddedV2Fb.GetRootAsEvolveRequiredAddedV2Fb(bb).UnPack()),
    ]);

    public static Support Supports(PayloadDescriptor payload) => Catalog.Supports(payload, p =>
        $"no FlatBuffers schema for {p.ClrType.FullName}: the FlatBuffers row needs tables generated from a .fbs file by flatc, " +
        "and SerBench holds schemas for its built-in payloads only (add a .fbs file, its generated code and an adapter in your project).");

    public static ICodec<T> CreateCodec<T>() => Catalog.CreateCodec<T>(default);

    /// <summary>A codec's builder, built once, and the root table's generated calls over it.</summary>
    private static TwinEntry<ValueTuple> Twin<T, TTwin>(
        Func<T, TTwin> toTwin, Func<TTwin, T> fromTwin, Func<FlatBufferBuilder, TTwin, int> pack, Func<ByteBuffer, TTwin> unpack)
        where TTwin : class =>
        new TwinEntry<ValueTuple, T, TTwin>(new(toTwin, fromTwin), _ =>
        {
            var channel = new FlatChannel();
            return () => new FlatOperations<TTwin>(channel, pack, unpack);
        });
}
