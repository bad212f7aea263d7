using SerBench.Serializers.OData;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `odata-utf8jsonwriter-novalidation` row.</summary>
public sealed class ODataUtf8NoValidationContractTests : SerializerContractTests<ODataUtf8NoValidationAdapter>;
