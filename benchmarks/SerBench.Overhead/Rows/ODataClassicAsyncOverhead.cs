using SerBench.Serializers.OData;

namespace SerBench.Overhead.Rows;

/// <summary>`odata-async`: the OData calls with that row's settings (OData's classic JsonWriter).</summary>
public class ODataClassicAsyncOverhead() : ODataOverhead("odata-async", ODataAsyncAdapter.Setup);
