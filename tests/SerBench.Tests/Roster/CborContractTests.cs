using SerBench.Serializers.HandWrittenCbor;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `cbor` row.</summary>
public sealed class CborContractTests : SerializerContractTests<CborAdapter>;
