using SerBench.Serializers.Mongo.GrainState;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `mongo-grainstate-json` row.</summary>
public sealed class MongoGrainStateJsonContractTests : SerializerContractTests<MongoGrainStateJsonAdapter>;
