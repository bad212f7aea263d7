using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.OData;

/// <summary>Microsoft.OData.Core writing and reading the customer collection: validation off, synchronous API, classic JsonWriter.</summary>
public sealed class ODataNoValidationAdapter : ISerializerAdapter
{
    internal static readonly ODataSetup Setup = new(Validate: false, Async: false, Utf8JsonWriter: false);

    public SerializerInfo Info { get; } = ODataRows.Info("odata-novalidation", "OData ODataMessageWriter (no validation)", Setup);

    public Support Supports(PayloadDescriptor payload) => ODataRows.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ODataRows.CreateCodec<T>(Setup);
}
