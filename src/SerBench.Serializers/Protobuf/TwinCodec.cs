using System.Buffers;
using Google.Protobuf;
using SerBench.Adapters;

namespace SerBench.Serializers.Protobuf;

/// <summary>
/// The part every Google.Protobuf codec shares: the canonical value is mapped to its twin once and the twin is
/// reused while the same instance (by reference) comes back, so Serialize times only the library's write.
/// Deserialize returns the canonical type, so it times the parse and the mapping back.
/// </summary>
internal abstract class TwinCodec<T, TMessage>(TwinMap<T, TMessage> map) : ICodec<T>
    where TMessage : class, IMessage<TMessage>, new()
{
    private T? _lastValue;
    private TMessage? _lastTwin;

    protected TwinMap<T, TMessage> Map { get; } = map;

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(output);
        Write(TwinOf(value), output);
    }

    public T Deserialize(ReadOnlyMemory<byte> data) => Map.FromTwin(Read(data));

    protected abstract void Write(TMessage twin, IBufferWriter<byte> output);

    protected abstract TMessage Read(ReadOnlyMemory<byte> data);

    private TMessage TwinOf(T value)
    {
        if (_lastTwin is null || !ReferenceEquals(_lastValue, value))
        {
            _lastTwin = Map.ToTwin(value);
            _lastValue = value;
        }

        return _lastTwin;
    }
}
