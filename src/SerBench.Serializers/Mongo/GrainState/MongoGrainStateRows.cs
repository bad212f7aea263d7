using System.Buffers;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.DependencyInjection.Extensions;
using MongoDB.Bson;
using Orleans.GrainReferences;
using Orleans.Serialization;
using SerBench.Adapters;
using SerBench.Adapters.IO;
using SerBench.Payloads;
using SerBench.Serializers.Mongo.GrainState.Provider;

namespace SerBench.Serializers.Mongo.GrainState;

/// <summary>
/// What seed 000's three Mongo grain-state rows share. Each runs SerBench's copy of one IGrainStateSerializer of
/// <see cref="ProviderSource.Name"/> (the package is not served here; see Provider/) and is timed to the BSON bytes the
/// storage stores as <c>_doc</c>: the serializer's BSON value written as a document, and back through the document the driver
/// would read. Like a silo with one storage of each kind, the process holds one of each serializer.
/// </summary>
internal static class MongoGrainStateRows
{
    public const string ProviderVersion = ProviderSource.Name;

    /// <summary>
    /// The part of a silo's services the provider's serializers use: Orleans' serializer with the models' codecs (its Serializer,
    /// TypeResolver and TypeConverter), and the GrainReferenceActivator that OrleansJsonSerializerSettings hands its grain-reference
    /// converter, registered as a silo or client registers it. A whole client (AddOrleansClient) would also want a gateway and,
    /// once resolved, its runtime's networking objects: nothing these rows call, and nothing a measuring process should carry.
    /// </summary>
    private static readonly Lazy<IServiceProvider> Services = new(() =>
    {
        var services = new ServiceCollection().AddSerializer(builder => builder.AddAssembly(typeof(Payloads.Models.TinyObject).Assembly));
        services.TryAddSingleton<GrainReferenceActivator>();
        return services.BuildServiceProvider();
    });

    private static readonly Lazy<IGrainStateSerializer> Binary = new(() => new BinaryGrainStateSerializer(Services.Value.GetRequiredService<Serializer>()));

    private static readonly Lazy<IGrainStateSerializer> Bson = new(() =>
    {
        MongoBsonSetup.EnsureGuidRepresentation();
        return new BsonGrainStateSerializer();
    });

    private static readonly Lazy<JsonGrainStateSerializer> Json = new(() => new JsonGrainStateSerializer(Services.Value));

    public static string Version => MongoBsonSetup.Version;

    public static IGrainStateSerializer BinarySerializer => Binary.Value;

    public static IGrainStateSerializer BsonSerializer => Bson.Value;

    public static JsonGrainStateSerializer JsonSerializer => Json.Value;

    /// <summary>Orleans' Serializer from the rows' services (for Supports: which types Orleans has codecs for).</summary>
    public static Serializer OrleansSerializer => Services.Value.GetRequiredService<Serializer>();

    public static Support RootMustBeDocument(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return payload.Features.HasFlag(PayloadFeatures.CollectionRoot)
            ? Support.No("grain state is stored as a BSON document and this payload is a list at its root; the provider's JSON and BSON serializers need an object.")
            : Support.Yes;
    }

    /// <summary>
    /// Writes the serializer's value as a document, as the driver would (a BsonBinaryWriter into a seekable stream), into the
    /// lab's buffer; under its own type, so that a BsonDocumentWrapper serializes the state it wraps straight into the writer.
    /// </summary>
    public static void WriteDocument(SeekableBufferWriterStream stream, IBufferWriter<byte> output, BsonValue value)
    {
        if (value is BsonDocumentWrapper wrapper)
        {
            MongoBsonSetup.Write(stream, output, wrapper);
        }
        else
        {
            MongoBsonSetup.Write(stream, output, value.AsBsonDocument);
        }
    }

    /// <summary>Reads the bytes into a BsonDocument, as the driver hands a stored document to the provider.</summary>
    public static BsonDocument ReadDocument(ReadOnlyMemory<byte> data) => MongoBsonSetup.Read<BsonDocument>(data);
}

/// <summary>A Mongo grain-state row's codec: the provider's serializer through its interface, as the storage calls it, and the document's bytes.</summary>
internal sealed class GrainStateCodec<T>(IGrainStateSerializer serializer) : ICodec<T>
{
    private readonly SeekableBufferWriterStream _stream = new();

    public void Serialize(T value, IBufferWriter<byte> output) => MongoGrainStateRows.WriteDocument(_stream, output, serializer.Serialize(value));

    public T Deserialize(ReadOnlyMemory<byte> data) => serializer.Deserialize<T>(MongoGrainStateRows.ReadDocument(data));
}
