using SerBench.Serializers.Hyperion;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `hyperion` row.</summary>
public sealed class HyperionContractTests : SerializerContractTests<HyperionAdapter>;
