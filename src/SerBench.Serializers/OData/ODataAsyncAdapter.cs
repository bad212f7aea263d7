using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.OData;

/// <summary>Microsoft.OData.Core writing and reading the customer collection: validation on, async API awaited synchronously, classic JsonWriter.</summary>
public sealed class ODataAsyncAdapter : ISerializerAdapter
{
    internal static readonly ODataSetup Setup = new(Validate: true, Async: true, Utf8JsonWriter: false);

    public SerializerInfo Info { get; } = ODataRows.Info("odata-async", "OData ODataMessageWriter (async)", Setup);

    public Support Supports(PayloadDescriptor payload) => ODataRows.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ODataRows.CreateCodec<T>(Setup);
}
