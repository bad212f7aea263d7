using SerBench.TestKit;

namespace SerBench.Tests.Adapters;

/// <summary>The contract suite's theory cases follow the concrete test class's payload list.</summary>
public sealed class ContractPayloadsAttributeTests
{
    [Fact]
    public void Cases_come_from_the_test_class_payloads_override()
    {
        var method = typeof(UserPayloadContractTests).GetMethod(nameof(UserPayloadContractTests.RoundTripIsStructurallyEqual))!;

        var cases = new ContractPayloadsAttribute().GetData(method).Select(row => (string)row[0]);

        Assert.Equal(["user-orders@4"], cases);
    }

    [Fact]
    public void Default_cases_are_every_built_in_payload_at_a_small_size()
    {
        var method = typeof(StjContractTests).GetMethod(nameof(StjContractTests.RoundTripIsStructurallyEqual))!;

        var cases = new ContractPayloadsAttribute().GetData(method).Select(row => (string)row[0]);

        Assert.Equal(
            ["tiny", "simple", "complex", "envelope", "envelope-full", "person", "customers@3", "grainstate@10", "floats@100"],
            cases);
    }
}
