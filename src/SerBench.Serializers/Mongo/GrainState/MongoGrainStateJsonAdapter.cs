using System.Buffers;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using SerBench.Adapters;
using SerBench.Adapters.IO;
using SerBench.Payloads;

namespace SerBench.Serializers.Mongo.GrainState;

/// <summary>Seed 000's "Mongo JSON": Newtonsoft JObject.FromObject with the provider's settings, converted to BSON (the provider's JsonGrainStateSerializer).</summary>
public sealed class MongoGrainStateJsonAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "mongo-grainstate-json",
        InDefaultRoster = false,
        DisplayName = "Mongo grain state, JSON (Newtonsoft JObject to BSON)",
        Package = "MongoDB.Bson + Newtonsoft.Json",
        Version = MongoGrainStateRows.Version,
        Format = FormatFamily.Bson,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("NullValueHandling.Include and DefaultValueHandling.Populate: every member is written"),
            VersionTolerant: Trait.No("members are matched by name (unknown ones ignored), but the stored data names the CLR type ($type): a type that moved or was renamed cannot be read back"),
            NeedsSchema: Trait.No("reflection over the CLR types"),
            SafeForUntrustedInput: Trait.No("TypeNameHandling.All (Orleans' JSON defaults): the stored data names the CLR types to create")),
        Fidelity = new Fidelity { DateTimePrecision = TimeSpan.FromSeconds(1), PreservesDateTimeKind = false },
        Notes = "SerBench's reproduction of JsonGrainStateSerializer from " + MongoGrainStateRows.ProviderVersion + ": Orleans' default JSON settings " +
                "(TypeNameHandling.All, PreserveReferencesHandling.Objects, ISO dates, MissingMemberHandling.Ignore, simple assembly names) with the provider's " +
                "NullValueHandling.Include and DefaultValueHandling.Populate; JObject.FromObject(state) turned into a BsonDocument element by element " +
                "(the provider's JsonBsonConverter: $type/$id stored as __type/__id, dates and DateTimeOffsets as UTC text to the second, so an offset comes back as +00:00) and written as BSON; reading goes back " +
                "through a JObject and JsonSerializer.Deserialize (the provider populates the grain's existing state object the same way). " +
                "A JsonSerializer per call (the provider shares one, whose $id counter then keeps growing across writes).",
    };

    public Support Supports(PayloadDescriptor payload) => MongoGrainStateRows.RootMustBeDocument(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload)
    {
        MongoBsonSetup.EnsureGuidRepresentation();
        return new Codec<T>(Settings());
    }

    /// <summary>Orleans' default JSON settings, then the provider's two changes.</summary>
    internal static JsonSerializerSettings Settings() => new()
    {
        TypeNameHandling = TypeNameHandling.All,
        PreserveReferencesHandling = PreserveReferencesHandling.Objects,
        DateFormatHandling = DateFormatHandling.IsoDateFormat,
        MissingMemberHandling = MissingMemberHandling.Ignore,
        ConstructorHandling = ConstructorHandling.AllowNonPublicDefaultConstructor,
        TypeNameAssemblyFormatHandling = TypeNameAssemblyFormatHandling.Simple,
        Formatting = Formatting.None,
        NullValueHandling = NullValueHandling.Include,
        DefaultValueHandling = DefaultValueHandling.Populate,
    };

    // A JsonSerializer per call: the provider shares one, whose reference ids ($id) then keep counting up
    // across every write of the process, so no two writes of the same state would give the same bytes.
    private sealed class Codec<T>(JsonSerializerSettings settings) : ICodec<T>
    {
        private readonly SeekableBufferWriterStream _stream = new();

        public void Serialize(T value, IBufferWriter<byte> output) =>
            MongoBsonSetup.Write(_stream, output, JsonBsonConverter.ToBson(JObject.FromObject(value!, JsonSerializer.Create(settings))));

        public T Deserialize(ReadOnlyMemory<byte> data)
        {
            var json = JsonBsonConverter.ToJToken(MongoGrainStateRows.ReadDocument(data));
            using var reader = new JTokenReader(json);
            return JsonSerializer.Create(settings).Deserialize<T>(reader)!;
        }
    }
}
