using SerBench.Serializers.DataContract;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `datacontract-binary` row.</summary>
public sealed class DataContractBinaryContractTests : SerializerContractTests<DataContractBinaryAdapter>;
