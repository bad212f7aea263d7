using Newtonsoft.Json;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.Mongo.GrainState;

/// <summary>Seed 000's "Mongo JSON": Newtonsoft JObject.FromObject with Orleans' JSON settings and the provider's, converted to BSON (the provider's JsonGrainStateSerializer).</summary>
public sealed class MongoGrainStateJsonAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "mongo-grainstate-json",
        InDefaultRoster = false,
        DisplayName = "Mongo grain state, JSON (Newtonsoft JObject to BSON)",
        Package = "MongoDB.Bson + Newtonsoft.Json + Microsoft.Orleans.Core",
        Version = MongoGrainStateRows.Version,
        Format = FormatFamily.Bson,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("NullValueHandling.Include and DefaultValueHandling.Populate: every member is written"),
            VersionTolerant: Trait.No("members are matched by name (unknown ones ignored), but the stored data names the CLR type ($type): a type that moved or was renamed cannot be read back"),
            NeedsSchema: Trait.No("reflection over the CLR types"),
            SafeForUntrustedInput: Trait.No(
                "TypeNameHandling.All (Orleans' JSON defaults): the stored data names the CLR types to create; Orleans' binder only admits its allowed types, but the data still chooses among them")),
        Notes = "SerBench's copy of JsonGrainStateSerializer from " + MongoGrainStateRows.ProviderVersion + ", called through its IGrainStateSerializer " +
                "interface as the storage calls it: OrleansJsonSerializerSettings.GetDefaultSerializerSettings(services) from Microsoft.Orleans.Core, over Orleans' serializer " +
                "services with the models' codecs and a GrainReferenceActivator " +
                "(TypeNameHandling.All, PreserveReferencesHandling.Objects, ISO dates, simple assembly names, Orleans' OrleansJsonSerializationBinder over its " +
                "allowed types, and its converters for IP addresses, grain ids and grain references), then the provider's NullValueHandling.Include and " +
                "DefaultValueHandling.Populate. One JsonSerializerSettings is shared; as the provider does, every call creates its JsonSerializer from it " +
                "(JsonSerializer.CreateDefault, against Newtonsoft's thread-safety issue #1452), so $id numbering starts afresh on each write. " +
                "JObject.FromObject(state) is turned into a BsonDocument element by element (the provider's JsonBsonConverter: $type/$id stored as " +
                "__type/__id, dates as text \"yyyy-MM-ddTHH:mm:ss.FFFFFFFK\", to the tick and with their kind, so the built-in payloads come back exact; " +
                "a DateTimeOffset is written as its UTC time and would come back at +00:00, which no built-in payload holds; " +
                "BSON dates read back with ToUniversalTime) and written as BSON; reading goes back through a JObject and JsonSerializer.Deserialize. " +
                "A type off Orleans' allowed types (a plain class without [GenerateSerializer]) is declined: Orleans' binder would refuse its $type on reading.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        var root = MongoGrainStateRows.RootMustBeDocument(payload);
        if (!root.IsSupported)
        {
            return root;
        }

        // Every object is written with its $type, and read back only through Orleans' binder, which admits the types on Orleans'
        // allow list: asked here with the names Newtonsoft gives it, so a type it would refuse on reading is declined by name.
        var binder = MongoGrainStateRows.JsonSerializer.Settings.SerializationBinder!;
        foreach (var type in PayloadTypeGraph.ObjectTypes(payload.ClrType))
        {
            try
            {
                binder.BindToType(type.Assembly.GetName().Name, type.FullName!);
            }
            catch (JsonSerializationException)
            {
                return Support.No(
                    $"Orleans' JSON type binder (OrleansJsonSerializationBinder, which the provider's JSON serializer reads with) refuses {type.Name}: it is not on " +
                    "Orleans' allowed types. Mark it [GenerateSerializer] (with [Id] members) or add it to TypeManifestOptions.AllowedTypes.");
            }
        }

        return Support.Yes;
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload)
    {
        MongoBsonSetup.EnsureGuidRepresentation();
        return new GrainStateCodec<T>(MongoGrainStateRows.JsonSerializer);
    }
}
