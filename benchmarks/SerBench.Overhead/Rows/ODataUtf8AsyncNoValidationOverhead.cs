using SerBench.Serializers.OData;

namespace SerBench.Overhead.Rows;

/// <summary>`odata-utf8jsonwriter-async-novalidation`: the OData calls with that row's settings.</summary>
public class ODataUtf8AsyncNoValidationOverhead() : ODataOverhead("odata-utf8jsonwriter-async-novalidation", ODataUtf8AsyncNoValidationAdapter.Setup);
