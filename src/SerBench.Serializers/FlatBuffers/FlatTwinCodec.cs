using System.Buffers;
using SerBench.Adapters;

namespace SerBench.Serializers.FlatBuffers;

/// <summary>
/// The FlatBuffers row's codec for one model type. The lab times <see cref="PrepareTwin"/>'s operations: the
/// generated Pack of the object-API twin into a reused builder, and the read of the root table unpacked into a new twin, as an
/// app that holds the generated types calls them. Serialize and Deserialize on the model (mapping included) verify
/// the round trip.
/// </summary>
internal sealed class FlatTwinCodec<T, TTwin>(FlatTwinMap<T, TTwin> map) : ITwinTypeCodec<T>
    where TTwin : class
{
    private readonly FlatChannel _channel = new();
    private readonly LastTwin<T, TTwin> _last = new(map.ToTwin);

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(output);
        _channel.Write(map, _last.Of(value), output);
    }

    public T Deserialize(ReadOnlyMemory<byte> data) => map.FromTwin(FlatChannel.Read(map, data));

    public ITwinOperations PrepareTwin(T value) => new Operations(_channel, map, map.ToTwin(value));

    /// <summary>The library's work on a prepared twin; the read twin is kept so the read cannot be dropped.</summary>
    private sealed class Operations(FlatChannel channel, FlatTwinMap<T, TTwin> map, TTwin twin) : ITwinOperations
    {
        public TTwin? Last { get; private set; }

        public void Serialize(IBufferWriter<byte> output) => channel.Write(map, twin, output);

        public void Deserialize(ReadOnlyMemory<byte> data) => Last = FlatChannel.Read(map, data);
    }
}
