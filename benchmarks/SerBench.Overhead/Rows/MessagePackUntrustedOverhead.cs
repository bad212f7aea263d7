using MessagePack;
using MessagePack.Resolvers;

namespace SerBench.Overhead.Rows;

/// <summary>`messagepack-untrusted`: the messagepack row's calls with MessagePackSecurity.UntrustedData.</summary>
public class MessagePackUntrustedOverhead()
    : MessagePackOverhead("messagepack-untrusted", StandardResolver.Instance, security: MessagePackSecurity.UntrustedData);
