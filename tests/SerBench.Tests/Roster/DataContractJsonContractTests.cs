using SerBench.Serializers.DataContract;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `datacontract-json` row.</summary>
public sealed class DataContractJsonContractTests : SerializerContractTests<DataContractJsonAdapter>;
