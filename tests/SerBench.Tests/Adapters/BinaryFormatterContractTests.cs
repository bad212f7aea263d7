using SerBench.Serializers.Formatters;
using SerBench.TestKit;

namespace SerBench.Tests.Adapters;

/// <summary>The adapter contract for the `binaryformatter` row.</summary>
public sealed class BinaryFormatterContractTests : SerializerContractTests<BinaryFormatterAdapter>;
