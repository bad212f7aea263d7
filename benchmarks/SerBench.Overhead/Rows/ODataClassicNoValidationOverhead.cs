using SerBench.Serializers.OData;

namespace SerBench.Overhead.Rows;

/// <summary>`odata-novalidation`: the OData calls with that row's settings (OData's classic JsonWriter).</summary>
public class ODataClassicNoValidationOverhead() : ODataOverhead("odata-novalidation", ODataNoValidationAdapter.Setup);
