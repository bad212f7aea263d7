using SerBench.Adapters;
using SerBench.Payloads;

namespace SerBench.Serializers.OData;

/// <summary>Microsoft.OData.Core writing and reading the customer collection: validation on, synchronous API, classic JsonWriter.</summary>
public sealed class ODataAdapter : ISerializerAdapter
{
    internal static readonly ODataSetup Setup = new(Validate: true, Async: false, Utf8JsonWriter: false);

    public SerializerInfo Info { get; } = ODataRows.Info("odata", "OData ODataMessageWriter", Setup);

    public Support Supports(PayloadDescriptor payload) => ODataRows.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ODataRows.CreateCodec<T>(Setup);
}
