using System.Buffers;
using SerBench.Adapters;

namespace SerBench.Serializers.Twins;

/// <summary>
/// The codec of every twin-type row. The lab times <see cref="PrepareTwin"/>'s operations: the library's write of the
/// twin and its read into a new twin, as an app that holds the twin types calls them. Serialize and Deserialize on the
/// model (mapping included) verify the round trip, through operations of their own that share the codec's state
/// (a Thrift channel, a FlatBuffers builder) with the prepared ones.
/// </summary>
internal sealed class TwinCodec<T, TTwin> : ITwinTypeCodec<T>
    where TTwin : class
{
    private readonly TwinMap<T, TTwin> _map;
    private readonly Func<TwinOperations<TTwin>> _operations;
    private readonly TwinOperations<TTwin> _verifying;
    private readonly LastTwin<T, TTwin> _last;

    /// <param name="map">The two mapping directions.</param>
    /// <param name="operations">Makes one set of the library's calls; every set from it shares this codec's state.</param>
    public TwinCodec(TwinMap<T, TTwin> map, Func<TwinOperations<TTwin>> operations)
    {
        _map = map;
        _operations = operations;
        _verifying = operations();
        _last = new LastTwin<T, TTwin>(map.ToTwin);
    }

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(output);
        _verifying.Write(_last.Of(value), output);
    }

    public T Deserialize(ReadOnlyMemory<byte> data) => _map.FromTwin(_verifying.Read(data));

    public ITwinOperations PrepareTwin(T value)
    {
        var operations = _operations();
        operations.Twin = _map.ToTwin(value);
        return operations;
    }
}
