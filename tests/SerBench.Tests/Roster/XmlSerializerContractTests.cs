using SerBench.Serializers.Xml;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `xmlserializer` row.</summary>
public sealed class XmlSerializerContractTests : SerializerContractTests<XmlSerializerAdapter>;
