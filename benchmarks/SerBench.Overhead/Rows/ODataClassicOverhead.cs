using SerBench.Serializers.OData;

namespace SerBench.Overhead.Rows;

/// <summary>`odata`: the OData calls with that row's settings (OData's classic JsonWriter).</summary>
public class ODataClassicOverhead() : ODataOverhead("odata", ODataAdapter.Setup);
