using SerBench.Serializers.MessagePack;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `messagepack-contractless` row.</summary>
public sealed class MessagePackContractlessContractTests : SerializerContractTests<MessagePackContractlessAdapter>;
