using SerBench.Serializers.Avro;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `avro` row.</summary>
public sealed class AvroContractTests : SerializerContractTests<AvroAdapter>;
