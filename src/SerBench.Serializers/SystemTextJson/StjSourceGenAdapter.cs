using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.SystemTextJson;

/// <summary>System.Text.Json with build-time generated metadata (<see cref="PayloadJsonContext"/>), default options.</summary>
public sealed class StjSourceGenAdapter : ISerializerAdapter
{
    private readonly PayloadJsonContext _context = new(new JsonSerializerOptions());
    private readonly EvolveJsonContext _evolveContext = new(new JsonSerializerOptions());

    public SerializerInfo Info { get; } = new()
    {
        Id = "stj-sourcegen",
        DisplayName = "System.Text.Json (source-gen)",
        Package = "System.Text.Json",
        Version = LibraryVersion.Of(typeof(JsonSerializer)),
        Format = FormatFamily.Json,
        Codegen = Codegen.SourceGenerated,
        ApiShape = ApiShape.BufferWriter,
        Traits = StjTraits.Default,
        Fidelity = new Fidelity { UntypedMembersAsText = true },
        Notes = "A JsonSerializerContext listing every built-in payload type (default generation mode: metadata and " +
                "fast-path serialization), default options; same API calls as the stj row.",
    };

    public Support Supports(PayloadDescriptor payload)
    {
        ArgumentNullException.ThrowIfNull(payload);
        if (TypeInfo(payload.ClrType) is null)
        {
            return Support.No(
                $"source generation needs a JsonSerializerContext marked [JsonSerializable(typeof({PayloadTypeGraph.CSharpName(payload.ClrType)}))]; " +
                "the built-in context lists only SerBench's payloads, so add an adapter with your own context");
        }

        return IgnoredFields.First(payload.ClrType) is { } field
            ? Support.No(
                $"default options skip public fields (IncludeFields = false), so {field.DeclaringType!.Name}.{field.Name} would be lost; " +
                "make it a property or add [JsonInclude]")
            : Support.Yes;
    }

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload)
    {
        var typeInfo = TypeInfo(typeof(T)) as JsonTypeInfo<T>
            ?? throw new NotSupportedException($"{typeof(T).FullName} is not in the built-in JsonSerializerContext; call Supports first.");
        return new StjCodec<T>(typeInfo);
    }

    /// <summary>The payload context first; the version-tolerance lab's types from their own context.</summary>
    private JsonTypeInfo? TypeInfo(Type type) => _context.GetTypeInfo(type) ?? _evolveContext.GetTypeInfo(type);
}
