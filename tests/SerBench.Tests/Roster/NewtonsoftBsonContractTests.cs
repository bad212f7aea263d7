using SerBench.Serializers.Bson;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `newtonsoft-bson` row.</summary>
public sealed class NewtonsoftBsonContractTests : SerializerContractTests<NewtonsoftBsonAdapter>;
