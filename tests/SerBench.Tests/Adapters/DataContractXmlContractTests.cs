using SerBench.Serializers.DataContracts;
using SerBench.TestKit;

namespace SerBench.Tests.Adapters;

/// <summary>The adapter contract for the `datacontract-xml` row.</summary>
public sealed class DataContractXmlContractTests : SerializerContractTests<DataContractXmlAdapter>;
