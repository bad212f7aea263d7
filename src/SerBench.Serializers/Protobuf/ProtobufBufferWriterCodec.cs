using System.Buffers;
using Google.Protobuf;

namespace SerBench.Serializers.Protobuf;

/// <summary>Binary protobuf into the lab's buffer writer, parsed straight from its memory.</summary>
internal sealed class ProtobufBufferWriterCodec<T, TMessage>(TwinMap<T, TMessage> map) : TwinCodec<T, TMessage>(map)
    where TMessage : class, IMessage<TMessage>, new()
{
    protected override void Write(TMessage twin, IBufferWriter<byte> output) => twin.WriteTo(output);

    protected override TMessage Read(ReadOnlyMemory<byte> data) => Map.Parser.ParseFrom(data.Span);
}
