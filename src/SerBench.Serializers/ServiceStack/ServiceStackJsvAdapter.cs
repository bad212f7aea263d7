using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.ServiceStack;

/// <summary>ServiceStack.Text JSV: <c>TypeSerializer.SerializeToString</c> / <c>DeserializeFromString</c> with default JsConfig.</summary>
public sealed class ServiceStackJsvAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = new()
    {
        Id = "servicestack-jsv",
        DisplayName = "ServiceStack.Text JSV (string)",
        Package = ServiceStackRows.Package,
        Version = ServiceStackRows.Version,
        Format = FormatFamily.Jsv,
        Codegen = Codegen.Reflection,
        ApiShape = ApiShape.String,
        Traits = ServiceStackRows.Traits,
        Fidelity = new Fidelity { PreservesDateTimeKind = false },
        Notes = ServiceStackRows.Notes +
            " Found by round trips: DateTime keeps every tick (ISO 8601 with 7 digits) but comes back as local time, the same instant; " +
            "decimal, Guid, float and an object member holding a string survive exactly.",
    };

    public Support Supports(PayloadDescriptor payload) => ServiceStackRows.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => new ServiceStackJsvCodec<T>();
}
