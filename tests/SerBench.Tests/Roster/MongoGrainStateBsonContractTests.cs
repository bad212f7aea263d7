using SerBench.Serializers.Mongo.GrainState;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `mongo-grainstate-bson` row.</summary>
public sealed class MongoGrainStateBsonContractTests : SerializerContractTests<MongoGrainStateBsonAdapter>;
