using System.Buffers;
using Google.Protobuf;
using SerBench.Adapters;

namespace SerBench.Serializers.Protobuf;

/// <summary>
/// The part every Google.Protobuf codec shares. The lab times <see cref="PrepareTwin"/>'s operations: the
/// library's write of the generated twin, and its parse into a new twin, as an app that holds the generated
/// types calls them. Serialize and Deserialize on the model (mapping included) verify the round trip.
/// </summary>
internal abstract class TwinCodec<T, TMessage>(TwinMap<T, TMessage> map) : ITwinTypeCodec<T>
    where TMessage : class, IMessage<TMessage>, new()
{

    private readonly LastTwin<T, TMessage> _last = new(map.ToTwin);

    protected TwinMap<T, TMessage> Map { get; } = map;

    public void Serialize(T value, IBufferWriter<byte> output)
    {
        ArgumentNullException.ThrowIfNull(output);
        Write(_last.Of(value), output);
    }

    public T Deserialize(ReadOnlyMemory<byte> data) => Map.FromTwin(Read(data));

    public ITwinOperations PrepareTwin(T value) => new Operations(this, Map.ToTwin(value));

    protected abstract void Write(TMessage twin, IBufferWriter<byte> output);

    protected abstract TMessage Read(ReadOnlyMemory<byte> data);

    /// <summary>The library's work on a prepared twin; the parsed twin is kept so the parse cannot be dropped.</summary>
    private sealed class Operations(TwinCodec<T, TMessage> codec, TMessage twin) : ITwinOperations
    {
        public TMessage? Last { get; private set; }

        public void Serialize(IBufferWriter<byte> output) => codec.Write(twin, output);

        public void Deserialize(ReadOnlyMemory<byte> data) => Last = codec.Read(data);
    }
}
