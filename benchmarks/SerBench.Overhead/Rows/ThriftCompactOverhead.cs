using Thrift.Protocol;

namespace SerBench.Overhead.Rows;

/// <summary>`thrift-compact`: the thrift row's calls through TCompactProtocol.</summary>
public class ThriftCompactOverhead() : ThriftOverhead("thrift-compact", transport => new TCompactProtocol(transport));
