using System.Buffers;
using SerBench.Adapters;

namespace SerBench.Serializers.TolerantTwins;

/// <summary>
/// A twin-type codec: the lab times <see cref="PrepareTwin"/>'s operations, the library's write of the twin and
/// its read into a new twin, as an app that holds the twin types calls them. Serialize and Deserialize on the
/// model (mapping included) verify the round trip.
/// </summary>
internal sealed class TolerantTwinCodec<T, TTwin>(Func<T, TTwin> toTwin, Func<TTwin, T> fromTwin, ITwinFormat format) : ITwinTypeCodec<T>
    where TTwin : class
{
    private readonly LastTwin<T, TTwin> _last = new(toTwin);

    public void Serialize(T value, IBufferWriter<byte> output) => format.Write(_last.Of(value), output);

    public T Deserialize(ReadOnlyMemory<byte> data) => fromTwin(format.Read<TTwin>(data));

    public ITwinOperations PrepareTwin(T value) => format.Prepare(toTwin(value));
}
