using SerBench.Serializers.MemoryPack;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `memorypack-versiontolerant` row.</summary>
public sealed class MemoryPackVersionTolerantContractTests : SerializerContractTests<MemoryPackVersionTolerantAdapter>;
