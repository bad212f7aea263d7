using SerBench.Serializers.SystemTextJson;
using SerBench.TestKit;

namespace SerBench.Tests.Adapters;

/// <summary>The adapter contract for the `stj-sourcegen` row.</summary>
public sealed class StjSourceGenContractTests : SerializerContractTests<StjSourceGenAdapter>;
