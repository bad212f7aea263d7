using SerBench.Serializers.MessagePack;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `messagepack-lz4` row.</summary>
public sealed class MessagePackLz4ContractTests : SerializerContractTests<MessagePackLz4Adapter>;
