using SerBench.Serializers.Protobuf;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `protobuf-bytes` row.</summary>
public sealed class ProtobufBytesContractTests : SerializerContractTests<ProtobufBytesAdapter>;
