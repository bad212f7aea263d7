using SerBench.Serializers.HandWrittenJson;
using SerBench.TestKit;

namespace SerBench.Tests.Adapters;

/// <summary>The adapter contract for the `stj-writer` row.</summary>
public sealed class StjWriterContractTests : SerializerContractTests<StjWriterAdapter>;
