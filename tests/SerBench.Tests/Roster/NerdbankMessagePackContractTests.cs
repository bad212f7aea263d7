using SerBench.Serializers.Nerdbank;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `nerdbank-messagepack` row.</summary>
public sealed class NerdbankMessagePackContractTests : SerializerContractTests<NerdbankMessagePackAdapter>;
