using SerBench.Serializers.OData;

namespace SerBench.Overhead.Rows;

/// <summary>`odata-utf8jsonwriter`: the OData calls with that row's settings.</summary>
public class ODataUtf8Overhead() : ODataOverhead("odata-utf8jsonwriter", ODataUtf8Adapter.Setup);
