using SerBench.Serializers.OData;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `odata` row.</summary>
public sealed class ODataContractTests : SerializerContractTests<ODataAdapter>;
