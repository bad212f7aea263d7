using SerBench.Serializers.ServiceStack;
using SerBench.TestKit;

namespace SerBench.Tests.Roster;

/// <summary>The adapter contract for the `servicestack-jsv` row.</summary>
public sealed class ServiceStackJsvContractTests : SerializerContractTests<ServiceStackJsvAdapter>;
