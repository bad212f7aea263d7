using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.OData;

/// <summary>Microsoft.OData.Core writing and reading the customer collection: validation on, synchronous API.</summary>
public sealed class ODataAdapter : ISerializerAdapter
{
    public SerializerInfo Info { get; } = ODataRows.Info("odata", "OData ODataMessageWriter", validate: true, async: false);

    public Support Supports(PayloadDescriptor payload) => ODataRows.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ODataRows.CreateCodec<T>(validate: true, async: false);
}
