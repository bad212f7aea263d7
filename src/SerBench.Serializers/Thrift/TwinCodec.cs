using System.Buffers;
using SerBench.Adapters;
using Thrift.Protocol;

namespace SerBench.Serializers.Thrift;

/// <summary>
/// A Thrift row's codec for one model type. The lab times <see cref="PrepareTwin"/>'s operations: the library's
/// write of the generated twin, and its read into a new twin, as an app that holds the generated types calls them.
/// Serialize and Deserialize on the model (mapping included) verify the round trip.
/// </summary>
internal sealed class TwinCodec<T, TTwin>(TwinMap<T, TTwin> map, TProtocolFactory protocol) : ITwinTypeCodec<T>
    where TTwin : class, TBase
{
    private readonly ThriftChannel _channel = new(protocol);
    private readonly LastTwin<T, TTwin> _last = new(map.ToTwin);

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(output);
        _channel.Write(_last.Of(value), output);
    }

    public T Deserialize(ReadOnlyMemory<byte> data) => map.FromTwin(_channel.Read(data, map.Create()));

    public ITwinOperations PrepareTwin(T value) => new Operations(_channel, map, map.ToTwin(value));

    /// <summary>The library's work on a prepared twin; the read twin is kept so the read cannot be dropped.</summary>
    private sealed class Operations(ThriftChannel channel, TwinMap<T, TTwin> map, TTwin twin) : ITwinOperations
    {
        public TTwin? Last { get; private set; }

        public void Serialize(IBufferWriter<byte> output) => channel.Write(twin, output);

        public void Deserialize(ReadOnlyMemory<byte> data) => Last = channel.Read(data, map.Create());
    }
}
