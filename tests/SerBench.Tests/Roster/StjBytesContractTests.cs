using SerBench.Serializers.SystemTextJson;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `stj-bytes` row.</summary>
public sealed class StjBytesContractTests : SerializerContractTests<StjBytesAdapter>;
