using SerBench.Serializers.Thrift;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `thrift-compact` row (compact protocol).</summary>
public sealed class ThriftCompactContractTests : SerializerContractTests<ThriftCompactAdapter>;
