using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.OData;

/// <summary>Microsoft.OData.Core writing and reading the customer collection: validation off, synchronous API.</summary>
public sealed class ODataNoValidationAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = ODataRows.Info("odata-novalidation", "OData ODataMessageWriter (no validation)", validate: false, async: false);

    public Support Supports(PayloadDescriptor payload) => ODataRows.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ODataRows.CreateCodec<T>(validate: false, async: false);
}
