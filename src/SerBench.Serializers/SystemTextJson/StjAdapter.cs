using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.SystemTextJson;

/// <summary>System.Text.Json with reflection and default options, writing through a reused Utf8JsonWriter.</summary>
public sealed class StjAdapter : ISerializerAdapter, IAnyValueReader
{
    private readonly JsonSerializerOptions _options;

    public StjAdapter()
    {
        // Default options, made read-only with the reflection resolver so type infos can be resolved up front.
        _options = new JsonSerializerOptions();
        _options.MakeReadOnly(populateMissingResolver: true);
    }

    public SerializerInfo Info { get; } = new()
    {
        Id = "stj",
        DisplayName = "System.Text.Json (reflection)",
        Package = "System.Text.Json",
        Version = LibraryVersion.Of(typeof(JsonSerializer)),
        Format = FormatFamily.Json,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.BufferWriter,
        Traits = StjTraits.Default,
        Fidelity = new Fidelity { UntypedMembersAsText = true },
        Notes = "Default JsonSerializerOptions; Serialize(Utf8JsonWriter, value, JsonTypeInfo<T>) into the lab's buffer, " +
                "Deserialize(ReadOnlySpan<byte>, JsonTypeInfo<T>). Members typed object come back as JsonElement.",
    };

    public Support Supports(PayloadDescriptor payload) => IgnoredFields.SupportOf(payload);

    public string AnyValueType => "JsonDocument";

    /// <summary>JsonDocument with the reader settings these options give JsonSerializer (depth 64, no comments, no trailing commas).</summary>
    public object ReadAnyValue(ReadOnlyMemory<byte> data)
    {
        var options = new JsonDocumentOptions
        {
            AllowTrailingCommas = _options.AllowTrailingCommas,
            CommentHandling = _options.ReadCommentHandling,
            MaxDepth = _options.MaxDepth == 0 ? 64 : _options.MaxDepth,
        };
        using var document = JsonDocument.Parse(data, options);
        return document.RootElement.Clone();
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) =>
        new StjCodec<T>((JsonTypeInfo<T>)_options.GetTypeInfo(typeof(T)));
}
