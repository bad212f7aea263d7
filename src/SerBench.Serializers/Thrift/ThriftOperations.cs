using System.Buffers;
using SerBench.Serializers.Twins;
using Thrift.Protocol;

namespace SerBench.Serializers.Thrift;

/// <summary>
/// A generated struct's own WriteAsync and ReadAsync over the codec's channel. <paramref name="create"/> makes the
/// empty twin a read fills, as a Thrift user writes <c>new TinyTwin()</c> (a generic <c>new()</c> would go through
/// the runtime's activator inside the timed read).
/// </summary>
internal sealed class ThriftOperations<TTwin>(ThriftChannel channel, Func<TTwin> create) : TwinOperations<TTwin>
    where TTwin : class, TBase
{
    public override void Serialize(IBufferWriter<byte> output) => channel.Write(Twin, output);

    public override void Deserialize(ReadOnlyMemory<byte> data) => Last = channel.Read(data, create());
}
