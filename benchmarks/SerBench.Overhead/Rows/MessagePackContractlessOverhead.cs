using MessagePack.Resolvers;

namespace SerBench.Overhead.Rows;

/// <summary>`messagepack-contractless`: MessagePackSerializer with ContractlessStandardResolver at the library's default security.</summary>
public class MessagePackContractlessOverhead() : MessagePackOverhead("messagepack-contractless", ContractlessStandardResolver.Instance);
