using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.OData;

/// <summary>Microsoft.OData.Core writing and reading the customer collection: validation on, async API awaited synchronously.</summary>
public sealed class ODataAsyncAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = ODataRows.Info("odata-async", "OData ODataMessageWriter (async)", validate: true, async: true);

    public Support Supports(PayloadDescriptor payload) => ODataRows.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ODataRows.CreateCodec<T>(validate: true, async: true);
}
