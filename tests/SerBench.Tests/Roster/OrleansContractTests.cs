using SerBench.Serializers.Orleans;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `orleans` row.</summary>
public sealed class OrleansContractTests : SerializerContractTests<OrleansAdapter>;
