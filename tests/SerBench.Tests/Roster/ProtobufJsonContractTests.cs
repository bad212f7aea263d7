using SerBench.Serializers.Protobuf;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `protobuf-json` row.</summary>
public sealed class ProtobufJsonContractTests : SerializerContractTests<ProtobufJsonAdapter>;
