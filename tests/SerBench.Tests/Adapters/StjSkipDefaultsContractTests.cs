using SerBench.Serializers.SystemTextJson;
using SerBench.TestKit;

namespace SerBench.Tests.Adapters;

/// <summary>The adapter contract for the `stj-skipdefaults` row.</summary>
public sealed class StjSkipDefaultsContractTests : SerializerContractTests<StjSkipDefaultsAdapter>;
