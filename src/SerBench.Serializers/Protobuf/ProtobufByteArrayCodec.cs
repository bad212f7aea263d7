using System.Buffers;
using System.Runtime.InteropServices;
using Google.Protobuf;

namespace SerBench.Serializers.Protobuf;

/// <summary>Binary protobuf through ToByteArray / ParseFrom(byte[]): the returned array is copied into the lab's buffer.</summary>
internal sealed class ProtobufByteArrayCodec<T, TMessage>(TwinMap<T, TMessage> map) : TwinCodec<T, TMessage>(map)
    where TMessage : class, IMessage<TMessage>, new()
{
    protected override void Write(TMessage twin, IBufferWriter<byte> output) => output.Write(twin.ToByteArray());

    protected override TMessage Read(ReadOnlyMemory<byte> data) =>
        MemoryMarshal.TryGetArray(data, out var segment)
            ? Map.Parser.ParseFrom(segment.Array!, segment.Offset, segment.Count)
            : Map.Parser.ParseFrom(data.ToArray());
}
