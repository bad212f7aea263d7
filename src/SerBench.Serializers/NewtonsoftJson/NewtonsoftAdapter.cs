using Newtonsoft.Json;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.NewtonsoftJson;

/// <summary>Newtonsoft.Json with default settings, over streams (its most common use).</summary>
public sealed class NewtonsoftAdapter : ISerializerAdapter
{
    // One serializer for every codec: it is thread-safe once configured and caches its contracts.
    private readonly JsonSerializer _serializer = new();

    public SerializerInfo Info { get; } = new()
    {
        Id = "newtonsoft",
        DisplayName = "Newtonsoft.Json",
        Package = "Newtonsoft.Json",
        Version = LibraryVersion.Of(typeof(JsonSerializer)),
        Format = FormatFamily.Json,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.Stream,
        Traits = new SerializerTraits(
            SkipsDefaults: Trait.No("default settings write nulls and default values (NullValueHandling.Include, DefaultValueHandling.Include)"),
            VersionTolerant: Trait.Yes("unknown properties are ignored (MissingMemberHandling.Ignore) and missing ones keep their defaults"),
            NeedsSchema: Trait.No("the CLR types are the contract; no schema file"),
            SafeForUntrustedInput: Trait.Yes("TypeNameHandling.None (the default): the data cannot name CLR types to create; MaxDepth 64")),
        Notes = "new JsonSerializer() (default settings, global DefaultSettings not applied); JsonTextWriter over a StreamWriter " +
                "over the lab's buffer, reused; a JsonTextReader per call over a reused StreamReader.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        return Support.Yes;
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new NewtonsoftCodec<T>(_serializer);
}
