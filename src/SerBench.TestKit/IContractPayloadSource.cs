namespace SerBench.TestKit;

/// <summary>What <see cref="ContractPayloadsAttribute"/> reads from a contract test class.</summary>
internal interface IContractPayloadSource
{
    IEnumerable<string> CaseNames { get; }
}
