using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.OData;

/// <summary>Microsoft.OData.Core writing and reading the customer collection: validation on, async API awaited synchronously, Utf8JsonWriter-based writer.</summary>
public sealed class ODataUtf8AsyncAdapter : ISerializerAdapter
{
    internal static readonly ODataSetup Setup = new(Validate: true, Async: true, Utf8JsonWriter: true);

    public SerializerInfo Info { get; } = ODataRows.Info("odata-utf8jsonwriter-async", "OData ODataMessageWriter (Utf8JsonWriter, async)", Setup);

    public Support Supports(PayloadDescriptor payload) => ODataRows.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ODataRows.CreateCodec<T>(Setup);
}
