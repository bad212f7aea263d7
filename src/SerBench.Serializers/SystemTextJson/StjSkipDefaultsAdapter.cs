using System.Text.Json;
using System.Text.Json.Serialization;
using System.Text.Json.Serialization.Metadata;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.SystemTextJson;

/// <summary>
/// System.Text.Json as seed 002 set it up: reflection, with nulls and default values left out of the output
/// (DefaultIgnoreCondition = WhenWritingDefault), which makes its echo message 141 B where default options write
/// more. A variant of the stj row: it runs by id or with --serializers all.
/// </summary>
public sealed class StjSkipDefaultsAdapter : ISerializerAdapter
{
    private readonly JsonSerializerOptions _options;

    public StjSkipDefaultsAdapter()
    {
        _options = new JsonSerializerOptions { DefaultIgnoreCondition = JsonIgnoreCondition.WhenWritingDefault };
        _options.MakeReadOnly(populateMissingResolver: true);
    }

    public SerializerInfo Info { get; } = new()
    {
        Id = "stj-skipdefaults",
        DisplayName = "System.Text.Json (defaults and nulls left out)",
        Package = "System.Text.Json",
        Version = LibraryVersion.Of(typeof(JsonSerializer)),
        Format = FormatFamily.Json,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.BufferWriter,
        Traits = StjTraits.Default with
        {
            SkipsDefaults = Trait.Yes("DefaultIgnoreCondition = WhenWritingDefault: nulls, zeros and false are not written, as seed 002 set it"),
        },
        Fidelity = new Fidelity { UntypedMembersAsText = true },
        InDefaultRoster = false,
        Notes = "Seed 002's System.Text.Json setting: JsonSerializerOptions { DefaultIgnoreCondition = WhenWritingDefault }, otherwise as the stj row. " +
                "A member left out comes back as its type's default, so a model whose constructor sets another value would not round-trip (the check would fail the cell).",
    };

    public Support Supports(PayloadDescriptor payload) => IgnoredFields.SupportOf(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) =>
        new StjCodec<T>((JsonTypeInfo<T>)_options.GetTypeInfo(typeof(T)));
}
