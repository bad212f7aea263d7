using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.OData;

/// <summary>Microsoft.OData.Core writing and reading the customer collection: validation off, async API awaited synchronously.</summary>
public sealed class ODataAsyncNoValidationAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = ODataRows.Info("odata-async-novalidation", "OData ODataMessageWriter (async, no validation)", validate: false, async: true);

    public Support Supports(PayloadDescriptor payload) => ODataRows.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ODataRows.CreateCodec<T>(validate: false, async: true);
}
