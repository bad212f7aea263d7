using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.SystemTextJson;

/// <summary>
/// System.Text.Json (reflection, default options) through its byte[] API: the same library and options as
/// the stj row, so the two rows differ only in API shape.
/// </summary>
public sealed class StjBytesAdapter : ISerializerAdapter
{
    private readonly JsonSerializerOptions _options;

    public StjBytesAdapter()
    {
        _options = new JsonSerializerOptions();
        _options.MakeReadOnly(populateMissingResolver: true);
    }

    public SerializerInfo Info { get; } = new()
    {
        Id = "stj-bytes",
        InDefaultRoster = false,
        DisplayName = "System.Text.Json (reflection, byte[])",
        Package = "System.Text.Json",
        Version = LibraryVersion.Of(typeof(JsonSerializer)),
        Format = FormatFamily.Json,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.ByteArray,
        Traits = StjTraits.Default,
        Fidelity = new Fidelity { UntypedMembersAsText = true },
        Notes = "Default JsonSerializerOptions as in the stj row; JsonSerializer.SerializeToUtf8Bytes(value, JsonTypeInfo<T>) " +
                "returns a new byte[] that is copied into the lab's buffer (both timed); Deserialize(ReadOnlySpan<byte>, JsonTypeInfo<T>) " +
                "reads the bytes in place. Members typed object come back as JsonElement.",
    };

    public Support Supports(PayloadDescriptor payload) => IgnoredFields.SupportOf(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) =>
        new StjBytesCodec<T>((JsonTypeInfo<T>)_options.GetTypeInfo(typeof(T)));
}
