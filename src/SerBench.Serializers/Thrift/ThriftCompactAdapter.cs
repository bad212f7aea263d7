using SerBench.Adapters;
using SerBench.Payloads;
using Thrift.Protocol;

namespace SerBench.Serializers.Thrift;

/// <summary>Apache Thrift's compact protocol on the same generated structs as the `thrift` row: a variant of that library's row.</summary>
public sealed class ThriftCompactAdapter : ISerializerAdapter
{
    private static readonly TProtocolFactory Protocol = new TCompactProtocol.Factory();

    public SerializerInfo Info { get; } = ThriftRows.Info(
        "thrift-compact",
        "Apache Thrift (compact protocol)",
        inDefaultRoster: false,
        "TCompactProtocol: field ids as deltas packed with the type into one byte, zigzag varints for integers, varint lengths, " +
        "list headers of one byte up to 14 elements.");

    public Support Supports(PayloadDescriptor payload) => ThriftTwins.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ThriftTwins.CreateCodec<T>(Protocol);
}
