using SerBench.Serializers.ServiceStack;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `servicestack-json` row.</summary>
public sealed class ServiceStackJsonContractTests : SerializerContractTests<ServiceStackJsonAdapter>;
