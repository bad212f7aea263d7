using Google.Protobuf;
using SerBench.Adapters;
using SerBench.Payloads;
using SerBench.Payloads.Models;
using SerBench.Serializers.Protobuf.Twins;
using SerBench.Serializers.Twins;
using static SerBench.Serializers.Protobuf.ProtobufEvolveFromTwin;
using static SerBench.Serializers.Protobuf.ProtobufFromTwin;
using static SerBench.Serializers.Protobuf.ProtobufToTwin;
using V1 = SerBench.Evolve.V1;
using V2 = SerBench.Evolve.V2;

namespace SerBench.Serializers.Protobuf;

/// <summary>The twins SerBench holds: one per canonical model type of the built-in payloads, each with its generated parser.</summary>
internal static class ProtobufTwins
{
    private static readonly TwinCatalog<ProtobufApi> Catalog = new("protobuf twin",
    [
        Twin<TinyObject, TinyTwin>(ToTwin, FromTwin, TinyTwin.Parser),
        Twin<SimpleObject, SimpleTwin>(ToTwin, FromTwin, SimpleTwin.Parser),
        Twin<ComplexObject, ComplexTwin>(ToTwin, FromTwin, ComplexTwin.Parser),
        Twin<Person, PersonTwin>(ToTwin, FromTwin, PersonTwin.Parser),
        Twin<FloatVectors, FloatVectorsTwin>(ToTwin, FromTwin, FloatVectorsTwin.Parser),
        Twin<MessageEnvelope, MessageEnvelopeTwin>(ToTwin, FromTwin, MessageEnvelopeTwin.Parser),
        Twin<List<Customer>, CustomerListTwin>(ToTwin, FromTwin, CustomerListTwin.Parser),
        Twin<GrainStateDocument, GrainStateDocumentTwin>(ToTwin, FromTwin, GrainStateDocumentTwin.Parser),
        Twin<V1.FieldAdded, EvolveFieldAddedV1>(ToTwin, FromTwin, EvolveFieldAddedV1.Parser),
        Twin<V2.FieldAdded, EvolveFieldAddedV2>(ToTwin, FromTwin, EvolveFieldAddedV2.Parser),
        Twin<V1.FieldRemoved, EvolveFieldRemovedV1>(ToTwin, FromTwin, EvolveFieldRemovedV1.Parser),
        Twin<V2.FieldRemoved, EvolveFieldRemovedV2>(ToTwin, FromTwin, EvolveFieldRemovedV2.Parser),
        Twin<V1.FieldRenamed, EvolveFieldRenamedV1>(ToTwin, FromTwin, EvolveFieldRenamedV1.Parser),
        Twin<V2.FieldRenamed, EvolveFieldRenamedV2>(ToTwin, FromTwin, EvolveFieldRenamedV2.Parser),
        Twin<V1.FieldsReordered, EvolveFieldsReorderedV1>(ToTwin, FromTwin, EvolveFieldsReorderedV1.Parser),
        Twin<V2.FieldsReordered, EvolveFieldsReorderedV2>(ToTwin, FromTwin, EvolveFieldsReorderedV2.Parser),
        Twin<V1.IntWidened, EvolveIntWidenedV1>(ToTwin, FromTwin, EvolveIntWidenedV1.Parser),
        Twin<V2.IntWidened, EvolveIntWidenedV2>(ToTwin, FromTwin, EvolveIntWidenedV2.Parser),
        Twin<V1.EnumGrew, EvolveEnumGrewV1>(ToTwin, FromTwin, EvolveEnumGrewV1.Parser),
        Twin<V2.EnumGrew, EvolveEnumGrewV2>(ToTwin, FromTwin, EvolveEnumGrewV2.Parser),
        Twin<V1.NullableAdded, EvolveNullableAddedV1>(ToTwin, FromTwin, EvolveNullableAddedV1.Parser),
        Twin<V2.NullableAdded, EvolveNullableAddedV2>(ToTwin, FromTwin, EvolveNullableAddedV2.Parser),
        Twin<V1.RequiredAdded, EvolveRequiredAddedV1>(ToTwin, FromTwin, EvolveRequiredAddedV1.Parser),
        Twin<V2.RequiredAdded, EvolveRequiredAddedV2>(ToTwin, FromTwin, EvolveRequiredAddedV2.Parser),
    ]);

    public static Support Supports(PayloadDescriptor payload) => Catalog.Supports(payload, p =>
        $"no .proto twin for {p.ClrType.FullName}: Google.Protobuf needs message types generated from a schema, " +
        "and SerBench holds twins for its built-in payloads only (add a .proto and an adapter in your project).");

    public static ICodec<T> CreateCodec<T>(ProtobufApi api) => Catalog.CreateCodec<T>(api);

    /// <summary>
    /// The library's calls for each API, on the message's generated parser (a parser built from a generic <c>new()</c>
    /// would reach the runtime's activator inside the timed parse).
    /// </summary>
    internal static Func<TwinOperations<TMessage>> Operations<TMessage>(ProtobufApi api, MessageParser<TMessage> parser)
        where TMessage : class, IMessage<TMessage>, new() => api switch
    {
        ProtobufApi.BufferWriter => () => new ProtobufBufferWriterOperations<TMessage>(parser),
        ProtobufApi.ByteArray => () => new ProtobufByteArrayOperations<TMessage>(parser),
        ProtobufApi.Json => () => new ProtobufJsonOperations<TMessage>(),
        _ => throw new ArgumentOutOfRangeException(nameof(api), api, "Expected BufferWriter, ByteArray or Json."),
    };

    private static TwinEntry<ProtobufApi> Twin<T, TMessage>(Func<T, TMessage> toTwin, Func<TMessage, T> fromTwin, MessageParser<TMessage> parser)
        where TMessage : class, IMessage<TMessage>, new() =>
        new TwinEntry<ProtobufApi, T, TMessage>(new(toTwin, fromTwin), api => Operations(api, parser));
}
