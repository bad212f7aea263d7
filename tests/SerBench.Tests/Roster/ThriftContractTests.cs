using SerBench.Serializers.Thrift;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `thrift` row (binary protocol).</summary>
public sealed class ThriftContractTests : SerializerContractTests<ThriftAdapter>;
