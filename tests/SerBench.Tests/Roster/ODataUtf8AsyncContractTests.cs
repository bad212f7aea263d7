using SerBench.Serializers.OData;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `odata-utf8jsonwriter-async` row.</summary>
public sealed class ODataUtf8AsyncContractTests : SerializerContractTests<ODataUtf8AsyncAdapter>;
