using SerBench.Adapters;
using SerBench.Payloads;
using Thrift.Protocol;

namespace SerBench.Serializers.Thrift;

/// <summary>Apache Thrift's binary protocol, its default, on structs generated from the .thrift IDL in Thrift/Idl.</summary>
public sealed class ThriftAdapter : ISerializerAdapter
{
    private static readonly TProtocolFactory Protocol = new TBinaryProtocol.Factory();

    public SerializerInfo Info { get; } = ThriftRows.Info(
        "thrift",
        "Apache Thrift (binary protocol)",
        inDefaultRoster: true,
        "TBinaryProtocol, Thrift's default protocol (strict write, as its default constructor sets): a type byte and a 2-byte id per field, " +
        "fixed-width big-endian integers, 4-byte lengths and counts.");

    public Support Supports(PayloadDescriptor payload) => ThriftTwins.Supports(payload);

    public ICodec<T> CreateCodec<T>(PayloadDescriptor payload) => ThriftTwins.CreateCodec<T>(Protocol);
}
