using SerBench.TestKit;
using Xunit.Sdk;

namespace SerBench.Tests.Contracts;

/// <summary>The contract suite's theory cases follow the concrete test class's payload list, and what its adapter takes.</summary>
public sealed class ContractPayloadsAttributeTests
{
    private static readonly string[] SmallBuiltIns =
        ["tiny", "simple", "complex", "envelope", "envelope-full", "person", "customers@3", "grainstate@10", "floats@100"];

    [Fact]
    public void Cases_come_from_the_test_class_payloads_override() =>
        Assert.Equal(["user-orders@4"], Cases<UserPayloadContract>(nameof(UserPayloadContract.RoundTripIsStructurallyEqual)));

    [Fact]
    public void Default_cases_are_every_built_in_payload_at_a_small_size() =>
        Assert.Equal(SmallBuiltIns, Cases<StjContract>(nameof(StjContract.UnsupportedPayloadHasAReason)));

    [Fact]
    public void The_checks_of_a_payload_run_only_on_the_payloads_the_adapter_takes_and_declines_are_checked_for_a_reason()
    {
        Assert.Equal(["customers@3"], Cases<ODataContract>(nameof(ODataContract.RoundTripIsStructurallyEqual)));
        Assert.Equal(SmallBuiltIns, Cases<ODataContract>(nameof(ODataContract.UnsupportedPayloadHasAReason)));
        Assert.Equal(SmallBuiltIns, Cases<StjContract>(nameof(StjContract.RoundTripIsStructurallyEqual)));
    }

    [Fact]
    public void An_adapter_that_takes_no_payload_fails_every_check_of_a_payload_instead_of_passing_it()
    {
        var contract = new DecliningContract();
        Action<string>[] checks =
        [
            contract.RoundTripIsStructurallyEqual, contract.SerializingTwiceYieldsIdenticalBytes, contract.SerializationDoesNotMutateTheInput,
            contract.BytesDeserializeThroughAFreshCodec, contract.BytesInsideALargerBufferDeserialize,
        ];

        foreach (var check in checks)
        {
            Assert.Equal([ContractPayloadsAttribute.NoneTaken], Cases<DecliningContract>(check.Method.Name));
            var failure = Assert.Throws<FailException>(() => check(ContractPayloadsAttribute.NoneTaken));
            Assert.StartsWith("declining takes none of its 9 contract payloads, so the contract has nothing to check (tiny: this row takes nothing;", failure.Message, StringComparison.Ordinal);
        }

        contract.UnsupportedPayloadHasAReason("tiny");
    }

    private static IEnumerable<string> Cases<TContract>(string theory)
    {
        var method = typeof(TContract).GetMethod(theory)!;
        var attribute = method.GetCustomAttributes(typeof(ContractPayloadsAttribute), inherit: true).Cast<ContractPayloadsAttribute>().Single();
        return attribute.GetData(method).Select(row => (string)row[0]);
    }
}
