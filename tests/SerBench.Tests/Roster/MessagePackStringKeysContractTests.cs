using SerBench.Serializers.MessagePack;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `messagepack-stringkeys` row.</summary>
public sealed class MessagePackStringKeysContractTests : SerializerContractTests<MessagePackStringKeysAdapter>;
