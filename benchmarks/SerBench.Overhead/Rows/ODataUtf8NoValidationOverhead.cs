using SerBench.Serializers.OData;

namespace SerBench.Overhead.Rows;

/// <summary>`odata-utf8jsonwriter-novalidation`: the OData calls with that row's settings.</summary>
public class ODataUtf8NoValidationOverhead() : ODataOverhead("odata-utf8jsonwriter-novalidation", ODataUtf8NoValidationAdapter.Setup);
