using SerBench.Serializers.Protobuf;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `protobuf` row.</summary>
public sealed class ProtobufContractTests : SerializerContractTests<ProtobufAdapter>;
