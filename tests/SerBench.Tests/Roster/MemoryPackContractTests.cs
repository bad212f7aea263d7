using SerBench.Serializers.MemoryPack;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `memorypack` row.</summary>
public sealed class MemoryPackContractTests : SerializerContractTests<MemoryPackAdapter>;
