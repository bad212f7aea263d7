using SerBench.Serializers.OData;

namespace SerBench.Overhead.Rows;

/// <summary>`odata-async-novalidation`: the OData calls with that row's settings (OData's classic JsonWriter).</summary>
public class ODataClassicAsyncNoValidationOverhead() : ODataOverhead("odata-async-novalidation", ODataAsyncNoValidationAdapter.Setup);
