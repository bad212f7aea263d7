using System.Text;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.NewtonsoftJson;

/// <summary>Newtonsoft.Json with default settings, over streams (its most common use).</summary>
public sealed class NewtonsoftAdapter : ISerializerAdapter, IAnyValueReader
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

    public string AnyValueType => "JToken";

    /// <summary>JToken.Parse over the text a StreamReader decodes, as the row's codec reads (it rejects text after the value).</summary>
    public object ReadAnyValue(ReadOnlyMemory<byte> data)
    {
        using var reader = new StreamReader(new MemoryStream(data.ToArray(), writable: false), Encoding.UTF8);
        return JToken.Parse(reader.ReadToEnd());
    }
}
