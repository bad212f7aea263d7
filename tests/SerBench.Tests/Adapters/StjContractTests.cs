using SerBench.Serializers.SystemTextJson;
using SerBench.TestKit;

namespace SerBench.Tests.Adapters;

/// <summary>The adapter contract for the `stj` row.</summary>
public sealed class StjContractTests : SerializerContractTests<StjAdapter>;
