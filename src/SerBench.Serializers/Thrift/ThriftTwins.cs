using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Payloads.Models;
using SerBench.Serializers.Thrift.Twins;
using SerBench.Serializers.Twins;
using Thrift.Protocol;
using static SerBench.Serializers.Thrift.ThriftFromTwin;
using static SerBench.Serializers.Thrift.ThriftToTwin;
using V1 = SerBench.Evolve.V1;
using V2 = SerBench.Evolve.V2;

namespace SerBench.Serializers.Thrift;

/// <summary>The twins SerBench holds for the Thrift rows: one per canonical model type Thrift can express, and why the others have none.</summary>
internal static class ThriftTwins
{
    private static readonly TwinCatalog<TProtocolFactory> Catalog = new("Thrift twin",
    [
        Twin<TinyObject, TinyTwin>(ToTwin, FromTwin, () => new TinyTwin()),
        Twin<SimpleObject, SimpleTwin>(ToTwin, FromTwin, () => new SimpleTwin()),
        Twin<ComplexObject, ComplexTwin>(ToTwin, FromTwin, () => new ComplexTwin()),
        Twin<Person, PersonTwin>(ToTwin, FromTwin, () => new PersonTwin()),
        Twin<MessageEnvelope, MessageEnvelopeTwin>(ToTwin, FromTwin, () => new MessageEnvelopeTwin()),
        Twin<List<Customer>, CustomerListTwin>(ToTwin, FromTwin, () => new CustomerListTwin()),
        Twin<GrainStateDocument, GrainStateDocumentTwin>(ToTwin, FromTwin, () => new GrainStateDocumentTwin()),
        Twin<V1.FieldAdded, EvolveFieldAddedV1>(ToTwin, FromTwin, () => new EvolveFieldAddedV1()),
        Twin<V2.FieldAdded, EvolveFieldAddedV2>(ToTwin, FromTwin, () => new EvolveFieldAddedV2()),
        Twin<V1.FieldRemoved, EvolveFieldRemovedV1>(ToTwin, FromTwin, () => new EvolveFieldRemovedV1()),
        Twin<V2.FieldRemoved, EvolveFieldRemovedV2>(ToTwin, FromTwin, () => new EvolveFieldRemovedV2()),
        Twin<V1.FieldRenamed, EvolveFieldRenamedV1>(ToTwin, FromTwin, () => new EvolveFieldRenamedV1()),
        Twin<V2.FieldRenamed, EvolveFieldRenamedV2>(ToTwin, FromTwin, () => new EvolveFieldRenamedV2()),
        Twin<V1.FieldsReordered, EvolveFieldsReorderedV1>(ToTwin, FromTwin, () => new EvolveFieldsReorderedV1()),
        Twin<V2.FieldsReordered, EvolveFieldsReorderedV2>(ToTwin, FromTwin, () => new EvolveFieldsReorderedV2()),
        Twin<V1.IntWidened, EvolveIntWidenedV1>(ToTwin, FromTwin, () => new EvolveIntWidenedV1()),
        Twin<V2.IntWidened, EvolveIntWidenedV2>(ToTwin, FromTwin, () => new EvolveIntWidenedV2()),
        Twin<V1.EnumGrew, EvolveEnumGrewV1>(ToTwin, FromTwin, () => new EvolveEnumGrewV1()),
        Twin<V2.EnumGrew, EvolveEnumGrewV2>(ToTwin, FromTwin, () => new EvolveEnumGrewV2()),
        Twin<V1.NullableAdded, EvolveNullableAddedV1>(ToTwin, FromTwin, () => new EvolveNullableAddedV1()),
        Twin<V2.NullableAdded, EvolveNullableAddedV2>(ToTwin, FromTwin, () => new EvolveNullableAddedV2()),
        Twin<V1.RequiredAdded, EvolveRequiredAddedV1>(ToTwin, FromTwin, () => new EvolveRequiredAddedV1()),
        Twin<V2.RequiredAdded, EvolveRequiredAddedV2>(ToTwin, FromTwin, () => new EvolveRequiredAddedV2()),
    ]);

    /// <summary>Built-in payload types with no twin, each with the reason (Idl/common.thrift says the same).</summary>
    private static readonly Dictionary<Type, string> NoTwin = new()
    {
        [typeof(FloatVectors)] =
            "Thrift has no 32-bit floating-point type, only the 64-bit double, so the float[] has no twin; written as doubles it would be " +
            "8 bytes per value against every other row's 4, and this payload measures exactly that cost",
    };

    public static Support Supports(PayloadDescriptor payload) => Catalog.Supports(payload, p =>
        NoTwin.TryGetValue(p.ClrType, out var why)
            ? $"Thrift cannot take {p.Id}: {why}."
            : $"no Thrift IDL for {p.ClrType.FullName}: the Thrift rows need structs generated from a .thrift file by the thrift " +
              "compiler, and SerBench holds IDL for its built-in payloads only (add a .thrift file, its generated code and an adapter in your project).");

    public static ICodec<T> CreateCodec<T>(TProtocolFactory protocol) => Catalog.CreateCodec<T>(protocol);

    /// <summary>A codec's channel over <paramref name="protocol"/>, built once, and the struct's calls over it.</summary>
    internal static Func<TwinOperations<TTwin>> Operations<TTwin>(TProtocolFactory protocol, Func<TTwin> create)
        where TTwin : class, TBase
    {
        var channel = new ThriftChannel(protocol);
        return () => new ThriftOperations<TTwin>(channel, create);
    }

    private static TwinEntry<TProtocolFactory> Twin<T, TTwin>(Func<T, TTwin> toTwin, Func<TTwin, T> fromTwin, Func<TTwin> create)
        where TTwin : class, TBase =>
        new TwinEntry<TProtocolFactory, T, TTwin>(new(toTwin, fromTwin), protocol => Operations(protocol, create));
}
