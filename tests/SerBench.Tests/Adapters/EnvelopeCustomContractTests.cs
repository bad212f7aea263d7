using SerBench.Serializers.CustomEnvelope;
using SerBench.TestKit;

namespace SerBench.Tests.Adapters;

/// <summary>The adapter contract for the `envelope-custom` row.</summary>
public sealed class EnvelopeCustomContractTests : SerializerContractTests<EnvelopeCustomAdapter>;
