using SerBench.Serializers.OData;

namespace SerBench.Overhead.Rows;

/// <summary>`odata-utf8jsonwriter-async`: the OData calls with that row's settings.</summary>
public class ODataUtf8AsyncOverhead() : ODataOverhead("odata-utf8jsonwriter-async", ODataUtf8AsyncAdapter.Setup);
