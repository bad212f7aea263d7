namespace SerBench.TestKit;

/// <summary>What <see cref="ContractPayloadsAttribute"/> reads from a contract test class.</summary>
internal interface IContractPayloadSource
{
    /// <summary>Every payload case, taken or declined.</summary>
    IEnumerable<string> CaseNames { get; }

    /// <summary>The cases the adapter takes, or <see cref="ContractPayloadsAttribute.NoneTaken"/> alone when it takes none.</summary>
    IEnumerable<string> TakenCaseNames { get; }
}
