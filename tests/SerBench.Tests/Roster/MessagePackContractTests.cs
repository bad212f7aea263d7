using SerBench.Serializers.MessagePack;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `messagepack` row.</summary>
public sealed class MessagePackContractTests : SerializerContractTests<MessagePackAdapter>;
