using SerBench.Serializers.NewtonsoftJson;
using SerBench.TestKit;

namespace SerBench.Tests.Adapters;

/// <summary>The adapter contract for the `newtonsoft` row.</summary>
public sealed class NewtonsoftContractTests : SerializerContractTests<NewtonsoftAdapter>;
