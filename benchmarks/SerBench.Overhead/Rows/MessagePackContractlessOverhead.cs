using MessagePack.Resolvers;

namespace SerBench.Overhead.Rows;

/// <summary>`messagepack-contractless`: MessagePackSerializer with ContractlessStandardResolver and untrusted-data security.</summary>
public class MessagePackContractlessOverhead() : MessagePackOverhead("messagepack-contractless", ContractlessStandardResolver.Instance);
