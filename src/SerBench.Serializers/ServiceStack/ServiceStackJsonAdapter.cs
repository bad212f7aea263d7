using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.ServiceStack;

/// <summary>ServiceStack.Text JSON: <c>JsonSerializer.SerializeToString</c> / <c>DeserializeFromString</c> with default JsConfig.</summary>
public sealed class ServiceStackJsonAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "servicestack-json",
        DisplayName = "ServiceStack.Text JSON (string)",
        Package = ServiceStackRows.Package,
        Version = ServiceStackRows.Version,
        Format = FormatFamily.Json,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.String,
        Traits = ServiceStackRows.Traits,
        Fidelity = new Fidelity { DateTimePrecision = TimeSpan.FromMilliseconds(1), PreservesDateTimeKind = false },
        Notes = ServiceStackRows.Notes +
            " Found by round trips: DateTime is written as \"\\/Date(ms)\\/\" (1 ms); UTC values come back UTC, unspecified ones as local time; " +
            "decimal, Guid, float and an object member holding a string survive exactly.",
    };

    public Support Supports(PayloadDescriptor payload) => ServiceStackRows.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new ServiceStackJsonCodec<T>();
}
