using SerBench.Serializers.ProtobufNet;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `protobuf-net` row.</summary>
public sealed class ProtobufNetContractTests : SerializerContractTests<ProtobufNetAdapter>;
