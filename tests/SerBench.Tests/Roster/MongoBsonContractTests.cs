using SerBench.Serializers.Mongo;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `mongodb-bson` row.</summary>
public sealed class MongoBsonContractTests : SerializerContractTests<MongoBsonAdapter>;
