using SerBench.Serializers.OData;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `odata-async-novalidation` row.</summary>
public sealed class ODataAsyncNoValidationContractTests : SerializerContractTests<ODataAsyncNoValidationAdapter>;
